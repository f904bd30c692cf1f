/** A legal text kept as data so both documents render with the same headings and spacing. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export interface LegalDocument {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

export const EFFECTIVE_DATE = 'November 1, 2026';
