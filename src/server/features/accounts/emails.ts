import type { LanguageName } from '@/contracts/constants';
import type { EmailMessage } from '../../platform/ports/email';

/**
 * The account e-mails (decision 023), in the person's interface language. Plain text: the link is
 * on a line of its own, so every mail client makes it clickable and none can break it.
 */
interface AccountEmails {
  reset(p: { username: string; link: string }): Omit<EmailMessage, 'to'>;
  passwordChanged(p: { username: string }): Omit<EmailMessage, 'to'>;
  emailChanged(p: { username: string; newEmail: string }): Omit<EmailMessage, 'to'>;
  /** To the new address: the link that makes it the account's. */
  confirmNewEmail(p: { username: string; link: string }): Omit<EmailMessage, 'to'>;
  /** To the old address: a change was asked for, and how to stop it. */
  emailChangeRequested(p: { username: string; newEmail: string }): Omit<EmailMessage, 'to'>;
}

const SIGNATURE = { english: 'Hidaya', arabic: 'هداية', urdu: 'ہدایہ', turkish: 'Hidaya', french: 'Hidaya' };

const texts: Record<LanguageName, AccountEmails> = {
  english: {
    reset: ({ username, link }) => ({
      subject: 'Choose a new password for Hidaya',
      text: `Assalamu alaikum ${username},\n\nSomeone, we hope you, asked to choose a new password for your Hidaya account. Open this link to choose it:\n\n${link}\n\nThe link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is.\n\n${SIGNATURE.english}`,
    }),
    passwordChanged: ({ username }) => ({
      subject: 'Your Hidaya password was changed',
      text: `Assalamu alaikum ${username},\n\nThe password of your Hidaya account was just changed, and your other devices were signed out.\n\nIf you did not do this, choose a new password at once with 'Forgot password?' on the sign-in page, and tell us.\n\n${SIGNATURE.english}`,
    }),
    emailChanged: ({ username, newEmail }) => ({
      subject: 'Your Hidaya email address was changed',
      text: `Assalamu alaikum ${username},\n\nThe email address of your Hidaya account was just changed to ${newEmail}.\n\nIf you did not do this, sign in and change your password at once, and tell us.\n\n${SIGNATURE.english}`,
    }),
    confirmNewEmail: ({ username, link }) => ({
      subject: 'Confirm your new email address for Hidaya',
      text: `Assalamu alaikum ${username},\n\nYou asked to use this address for your Hidaya account. Open this link to confirm it:\n\n${link}\n\nThe link works once, for 24 hours. Until then your account keeps its current address. If you did not ask for this, ignore this email.\n\n${SIGNATURE.english}`,
    }),
    emailChangeRequested: ({ username, newEmail }) => ({
      subject: 'A new email address was requested for your Hidaya account',
      text: `Assalamu alaikum ${username},\n\nSomeone signed in to your Hidaya account asked to change its email address to ${newEmail}. The change takes effect only when the link we sent to that address is opened.\n\nIf you did not ask for this, change your password at once: that cancels the change. Then tell us.\n\n${SIGNATURE.english}`,
    }),
  },
  arabic: {
    reset: ({ username, link }) => ({
      subject: 'اختر كلمة مرور جديدة لهداية',
      text: `السلام عليكم ${username}،\n\nطلب أحدهم، ونرجو أن تكون أنت، اختيار كلمة مرور جديدة لحسابك في هداية. افتح هذا الرابط لاختيارها:\n\n${link}\n\nيعمل الرابط مرة واحدة خلال ساعة واحدة. إن لم تطلبه فتجاهل هذه الرسالة، وتبقى كلمة مرورك كما هي.\n\n${SIGNATURE.arabic}`,
    }),
    passwordChanged: ({ username }) => ({
      subject: 'تم تغيير كلمة مرورك في هداية',
      text: `السلام عليكم ${username}،\n\nتم الآن تغيير كلمة مرور حسابك في هداية، وتم تسجيل الخروج من أجهزتك الأخرى.\n\nإن لم تفعل ذلك بنفسك فاختر كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول، وأخبرنا.\n\n${SIGNATURE.arabic}`,
    }),
    emailChanged: ({ username, newEmail }) => ({
      subject: 'تم تغيير بريدك الإلكتروني في هداية',
      text: `السلام عليكم ${username}،\n\nتم الآن تغيير البريد الإلكتروني لحسابك في هداية إلى ${newEmail}.\n\nإن لم تفعل ذلك بنفسك فسجّل الدخول وغيّر كلمة مرورك فورًا، وأخبرنا.\n\n${SIGNATURE.arabic}`,
    }),
    confirmNewEmail: ({ username, link }) => ({
      subject: 'أكّد بريدك الإلكتروني الجديد في هداية',
      text: `السلام عليكم ${username}،\n\nطلبت استخدام هذا العنوان لحسابك في هداية. افتح هذا الرابط لتأكيده:\n\n${link}\n\nيعمل الرابط مرة واحدة خلال 24 ساعة. وإلى ذلك الحين يبقى لحسابك عنوانه الحالي. إن لم تطلب ذلك فتجاهل هذه الرسالة.\n\n${SIGNATURE.arabic}`,
    }),
    emailChangeRequested: ({ username, newEmail }) => ({
      subject: 'طُلب بريد إلكتروني جديد لحسابك في هداية',
      text: `السلام عليكم ${username}،\n\nطلب شخص مسجّل الدخول إلى حسابك في هداية تغيير بريده الإلكتروني إلى ${newEmail}. لا يسري التغيير إلا عند فتح الرابط الذي أرسلناه إلى ذلك العنوان.\n\nإن لم تطلب ذلك فغيّر كلمة مرورك فورًا، فذلك يلغي التغيير، ثم أخبرنا.\n\n${SIGNATURE.arabic}`,
    }),
  },
  urdu: {
    reset: ({ username, link }) => ({
      subject: 'ہدایہ کے لیے نیا پاس ورڈ منتخب کریں',
      text: `السلام علیکم ${username}،\n\nکسی نے، امید ہے آپ ہی نے، آپ کے ہدایہ اکاؤنٹ کے لیے نیا پاس ورڈ منتخب کرنے کی درخواست کی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک کھولیں:\n\n${link}\n\nیہ لنک ایک گھنٹے کے اندر صرف ایک بار کام کرتا ہے۔ اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں؛ آپ کا پاس ورڈ وہی رہے گا۔\n\n${SIGNATURE.urdu}`,
    }),
    passwordChanged: ({ username }) => ({
      subject: 'آپ کا ہدایہ پاس ورڈ تبدیل ہو گیا',
      text: `السلام علیکم ${username}،\n\nآپ کے ہدایہ اکاؤنٹ کا پاس ورڈ ابھی تبدیل کیا گیا ہے، اور آپ کے دوسرے آلات سے سائن آؤٹ کر دیا گیا ہے۔\n\nاگر یہ آپ نے نہیں کیا تو سائن اِن صفحے پر 'پاس ورڈ بھول گئے؟' سے فوراً نیا پاس ورڈ منتخب کریں اور ہمیں بتائیں۔\n\n${SIGNATURE.urdu}`,
    }),
    emailChanged: ({ username, newEmail }) => ({
      subject: 'آپ کا ہدایہ ای میل پتہ تبدیل ہو گیا',
      text: `السلام علیکم ${username}،\n\nآپ کے ہدایہ اکاؤنٹ کا ای میل پتہ ابھی ${newEmail} میں تبدیل کیا گیا ہے۔\n\nاگر یہ آپ نے نہیں کیا تو سائن اِن کر کے فوراً اپنا پاس ورڈ تبدیل کریں اور ہمیں بتائیں۔\n\n${SIGNATURE.urdu}`,
    }),
    confirmNewEmail: ({ username, link }) => ({
      subject: 'ہدایہ کے لیے اپنے نئے ای میل پتے کی تصدیق کریں',
      text: `السلام علیکم ${username}،\n\nآپ نے اپنے ہدایہ اکاؤنٹ کے لیے یہ پتہ استعمال کرنے کی درخواست کی ہے۔ تصدیق کے لیے یہ لنک کھولیں:\n\n${link}\n\nیہ لنک 24 گھنٹے کے اندر صرف ایک بار کام کرتا ہے۔ تب تک آپ کے اکاؤنٹ کا موجودہ پتہ ہی رہے گا۔ اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں۔\n\n${SIGNATURE.urdu}`,
    }),
    emailChangeRequested: ({ username, newEmail }) => ({
      subject: 'آپ کے ہدایہ اکاؤنٹ کے لیے نئے ای میل پتے کی درخواست کی گئی',
      text: `السلام علیکم ${username}،\n\nآپ کے ہدایہ اکاؤنٹ میں سائن اِن کسی شخص نے اس کا ای میل پتہ ${newEmail} میں تبدیل کرنے کی درخواست کی ہے۔ یہ تبدیلی صرف اس وقت ہوگی جب اُس پتے پر بھیجا گیا لنک کھولا جائے گا۔\n\nاگر یہ درخواست آپ نے نہیں کی تو فوراً اپنا پاس ورڈ تبدیل کریں، اس سے یہ تبدیلی منسوخ ہو جائے گی، پھر ہمیں بتائیں۔\n\n${SIGNATURE.urdu}`,
    }),
  },
  turkish: {
    reset: ({ username, link }) => ({
      subject: 'Hidaya için yeni bir şifre belirleyin',
      text: `Esselâmü aleyküm ${username},\n\nBirisi, umarız sizsiniz, Hidaya hesabınız için yeni bir şifre belirlemek istedi. Yeni şifrenizi belirlemek için bu bağlantıyı açın:\n\n${link}\n\nBağlantı bir saat içinde yalnızca bir kez çalışır. Bunu siz istemediyseniz bu e-postayı dikkate almayın; şifreniz olduğu gibi kalır.\n\n${SIGNATURE.turkish}`,
    }),
    passwordChanged: ({ username }) => ({
      subject: 'Hidaya şifreniz değiştirildi',
      text: `Esselâmü aleyküm ${username},\n\nHidaya hesabınızın şifresi az önce değiştirildi ve diğer cihazlarınızda oturum kapatıldı.\n\nBunu siz yapmadıysanız giriş sayfasındaki 'Şifremi unuttum' bağlantısıyla hemen yeni bir şifre belirleyin ve bize haber verin.\n\n${SIGNATURE.turkish}`,
    }),
    emailChanged: ({ username, newEmail }) => ({
      subject: 'Hidaya e-posta adresiniz değiştirildi',
      text: `Esselâmü aleyküm ${username},\n\nHidaya hesabınızın e-posta adresi az önce ${newEmail} olarak değiştirildi.\n\nBunu siz yapmadıysanız giriş yapıp hemen şifrenizi değiştirin ve bize haber verin.\n\n${SIGNATURE.turkish}`,
    }),
    confirmNewEmail: ({ username, link }) => ({
      subject: 'Hidaya için yeni e-posta adresinizi onaylayın',
      text: `Esselâmü aleyküm ${username},\n\nHidaya hesabınız için bu adresi kullanmak istediniz. Onaylamak için bu bağlantıyı açın:\n\n${link}\n\nBağlantı 24 saat içinde yalnızca bir kez çalışır. O zamana kadar hesabınız mevcut adresini korur. Bunu siz istemediyseniz bu e-postayı dikkate almayın.\n\n${SIGNATURE.turkish}`,
    }),
    emailChangeRequested: ({ username, newEmail }) => ({
      subject: 'Hidaya hesabınız için yeni bir e-posta adresi istendi',
      text: `Esselâmü aleyküm ${username},\n\nHidaya hesabınızda oturum açmış biri, hesabın e-posta adresini ${newEmail} olarak değiştirmek istedi. Değişiklik ancak o adrese gönderdiğimiz bağlantı açıldığında geçerli olur.\n\nBunu siz istemediyseniz hemen şifrenizi değiştirin; bu, değişikliği iptal eder. Sonra bize haber verin.\n\n${SIGNATURE.turkish}`,
    }),
  },
  french: {
    reset: ({ username, link }) => ({
      subject: 'Choisissez un nouveau mot de passe pour Hidaya',
      text: `Assalamu alaikum ${username},\n\nQuelqu'un, vous nous l'espérons, a demandé à choisir un nouveau mot de passe pour votre compte Hidaya. Ouvrez ce lien pour le choisir :\n\n${link}\n\nLe lien fonctionne une seule fois, pendant une heure. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.\n\n${SIGNATURE.french}`,
    }),
    passwordChanged: ({ username }) => ({
      subject: 'Votre mot de passe Hidaya a été modifié',
      text: `Assalamu alaikum ${username},\n\nLe mot de passe de votre compte Hidaya vient d'être modifié, et vos autres appareils ont été déconnectés.\n\nSi ce n'était pas vous, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion, et prévenez-nous.\n\n${SIGNATURE.french}`,
    }),
    emailChanged: ({ username, newEmail }) => ({
      subject: 'Votre adresse e-mail Hidaya a été modifiée',
      text: `Assalamu alaikum ${username},\n\nL'adresse e-mail de votre compte Hidaya vient d'être remplacée par ${newEmail}.\n\nSi ce n'était pas vous, connectez-vous et changez tout de suite votre mot de passe, et prévenez-nous.\n\n${SIGNATURE.french}`,
    }),
    confirmNewEmail: ({ username, link }) => ({
      subject: 'Confirmez votre nouvelle adresse e-mail pour Hidaya',
      text: `Assalamu alaikum ${username},\n\nVous avez demandé à utiliser cette adresse pour votre compte Hidaya. Ouvrez ce lien pour la confirmer :\n\n${link}\n\nLe lien fonctionne une seule fois, pendant 24 heures. D'ici là, votre compte garde son adresse actuelle. Si vous ne l'avez pas demandé, ignorez cet e-mail.\n\n${SIGNATURE.french}`,
    }),
    emailChangeRequested: ({ username, newEmail }) => ({
      subject: 'Une nouvelle adresse e-mail a été demandée pour votre compte Hidaya',
      text: `Assalamu alaikum ${username},\n\nUne personne connectée à votre compte Hidaya a demandé à remplacer son adresse e-mail par ${newEmail}. Le changement n'a lieu que lorsque le lien envoyé à cette adresse est ouvert.\n\nSi ce n'était pas vous, changez tout de suite votre mot de passe : cela annule le changement. Puis prévenez-nous.\n\n${SIGNATURE.french}`,
    }),
  },
};

/** The account e-mails in a person's language (English when the stored language is unknown). */
export function accountEmails(language: string): AccountEmails {
  return texts[language as LanguageName] ?? texts.english;
}
