/** A legal page as data: numbered sections of paragraphs and optional bullet lists. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  updated: string;
  sections: LegalSection[];
}
