import { useIntl } from 'react-intl';
import type { LegalDocument } from '../../../i18n/legal/legal-document';
import { legalMessages } from '../messages';

/** A legal document: title, date, preamble, a table of contents and the numbered articles. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  const articleId = (index: number) => `article-${index + 1}`;
  const numbered = (index: number, heading: string) =>
    intl.formatMessage(legalMessages.article, { number: index + 1, heading });
  return (
    <article className="legal-document" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <p className="legal-document__date">
        {intl.formatMessage(legalMessages.established, { date: document.established })}
      </p>
      <p>{document.preamble}</p>
      <nav aria-label={intl.formatMessage(legalMessages.contents)}>
        <ol className="legal-document__contents">
          {document.articles.map((article, index) => (
            <li key={article.heading}>
              <a href={`#${articleId(index)}`}>{numbered(index, article.heading)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.articles.map((article, index) => (
        <section
          key={article.heading}
          id={articleId(index)}
          aria-labelledby={`${articleId(index)}-heading`}
        >
          <h2 id={`${articleId(index)}-heading`}>{numbered(index, article.heading)}</h2>
          {article.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
