import { LegalDocumentView } from './components/LegalDocumentView';
import { privacyPolicy } from './privacy-content';

/** /privacypolicy */
export function PrivacyPage() {
  return <LegalDocumentView content={privacyPolicy} />;
}
