import { LegalDocument } from '../components/legal-document';

const SECTIONS = [
  'service',
  'accounts',
  'religiousGuidance',
  'ai',
  'plans',
  'acceptableUse',
  'children',
  'ending',
  'liability',
  'changes',
  'contact',
] as const;

export function TermsPage() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
