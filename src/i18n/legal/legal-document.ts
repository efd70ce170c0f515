// The terms of service and the privacy policy are long texts in each language. They stay out of
// the message catalogues (which ship with every screen) and load with the page that shows them.
type LegalArticle = { heading: string; paragraphs: string[] };

export type LegalDocument = {
  title: string;
  /** When the document was established (spec 1: 18 February 2016). */
  established: string;
  preamble: string;
  articles: LegalArticle[];
};

export type LegalDocumentKind = 'terms' | 'privacy';
