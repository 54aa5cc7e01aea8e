import { LegalDocument } from '../components/legal-document';

const SECTIONS = [
  'account',
  'session',
  'analytics',
  'learning',
  'ai',
  'payments',
  'sms',
  'children',
  'sharing',
  'retention',
  'rights',
  'contact',
] as const;

export function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
