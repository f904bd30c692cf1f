import { LegalDocumentView } from './components/LegalDocumentView';
import { termsOfUse } from './terms-content';

/** /termsofuse */
export function TermsPage() {
  return <LegalDocumentView content={termsOfUse} />;
}
