import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES, CHAT_PERSONA_IDS, DUA_OCCASIONS } from '@/contracts/chat';
import { chatContent } from '@/server/features/chat/content';
import { DUAS_FILE, loadDuas } from '@/server/features/chat/duas';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/duas/duas.json');
const dir = mkdtempSync(path.join(tmpdir(), 'hidaya-duas-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The fixture collection with its duas changed, written to a file of its own. */
function collectionWith(change: (duas: Record<string, unknown>[]) => void): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  const collection = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { duas: Record<string, unknown>[] };
  change(collection.duas);
  writeFileSync(file, JSON.stringify(collection));
  return file;
}

describe('the dua collection file (decision 030)', () => {
  it('reads Quranic duas from the dataset and keeps narrated ones with their collection and number', () => {
    const { duas, byId } = loadDuas(FIXTURE);
    expect(duas).toHaveLength(6);
    const quranic = byId.get('rabbana-atina')!;
    expect(quranic.reference.label).toMatchObject({ en: 'Quran 2:201', ar: 'القرآن الكريم 2:201' });
    expect(quranic.translation.ar).toBeNull();
    expect(quranic.translation.en).toContain('Our Lord, give us in this world [that which is] good');
    expect(byId.get('sayyid-al-istighfar')!.reference.label.fr).toBe('Sahih al-Bukhari 6306');
  });

  it('a Quranic dua that types its own text stops the start, naming the field', () => {
    const file = collectionWith((duas) => {
      duas[0]!.arabic = 'رَبَّنَا آتِنَا';
    });
    expect(() => loadDuas(file)).toThrow(/read from the Quran dataset: give its verses only\n\s*→ at duas\[0\]\.arabic/);
  });

  it('verses the dataset does not have, a narrated dua without its reference, or an id used twice stop the start', () => {
    const missingVerse = collectionWith((duas) => {
      duas[0]!.quran = { surah: 2, from: 286, to: 287 };
    });
    expect(() => loadDuas(missingVerse)).toThrow(/Quran 2:286-287 is not in quran-json/);
    const noReference = collectionWith((duas) => {
      delete duas[2]!.reference;
    });
    expect(() => loadDuas(noReference)).toThrow(/a narrated dua needs its reference/);
    const twice = collectionWith((duas) => {
      duas[1]!.id = 'rabbana-atina';
    });
    expect(() => loadDuas(twice)).toThrow(/the id rabbana-atina is used twice/);
    const unknownOccasion = collectionWith((duas) => {
      duas[1]!.occasions = ['birthday'];
    });
    expect(() => loadDuas(unknownOccasion)).toThrow(/occasions/);
  });

  it('content/duas/duas.json holds 60 or more duas, each checked', () => {
    const { duas } = loadDuas(DUAS_FILE);
    expect(duas.length).toBeGreaterThanOrEqual(60);
    for (const dua of duas) {
      for (const language of CHAT_LANGUAGES) expect(dua.note[language], `${dua.id} ${language}`).not.toBe('');
      if (dua.kind === 'hadith') expect(dua.reference.collection).toBeTruthy();
    }
    const used = new Set(duas.flatMap((d) => d.occasions));
    expect([...used].every((o) => (DUA_OCCASIONS as readonly string[]).includes(o))).toBe(true);
  });
});

describe("the chat's curated content", () => {
  const content = chatContent();

  it('has one teaching style for each id, in five languages, each told it is an AI that refers personal rulings', () => {
    expect([...content.personas.keys()].sort()).toEqual([...CHAT_PERSONA_IDS].sort());
    for (const persona of content.personas.values()) {
      for (const language of CHAT_LANGUAGES) expect(persona.name[language]).not.toBe('');
      expect(persona.name.en).not.toMatch(/\b(sheikh|shaykh|imam|mufti|ayatollah|dr\.?)\s/i);
    }
  });

  it('has notes whose every section names its source in five languages', () => {
    expect(content.notes.length).toBeGreaterThanOrEqual(8);
    for (const note of content.notes)
      for (const section of note.sections)
        for (const language of CHAT_LANGUAGES) expect(section.source[language], note.id).toMatch(/\S/);
  });

  it('recognises a question asking for a personal ruling in each language, and not an ordinary one', () => {
    const personal = {
      en: 'My husband divorced me by text, is it valid?',
      ar: 'هل يقع الطلاق بالرسالة؟',
      ur: 'کیا میسج پر طلاق ہو جاتی ہے؟',
      tr: 'Mesajla boşanma geçerli mi?',
      fr: 'Mon mari a-t-il le droit de divorcer par message ?',
    } as const;
    for (const language of CHAT_LANGUAGES) {
      expect(content.needsReferral(personal[language], language), language).toBe(true);
      expect(content.needsReferral("How many rak'ahs has Fajr?", language), language).toBe(false);
    }
  });

  it("says its offline framing and the personal dua's label in every language", () => {
    for (const language of CHAT_LANGUAGES) {
      const say = content.answers(language);
      expect(say.offlineIntro).toMatch(/\S/);
      expect(say.personalDuaLabel).toMatch(/\S/);
    }
    expect(content.answers('en').personalDuaLabel).toBe('A personal supplication, not a narration');
  });
});
