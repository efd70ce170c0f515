import type { Catalogue } from '../catalogue';

const legal: Catalogue = {
  'legal.document.loading': 'Loading',
  'legal.document.failed': 'The document could not be loaded. Please reload the page.',
  'legal.document.established': 'Established: {date}',
  'legal.document.contents': 'Contents',
  'legal.document.article': 'Article {number} ({heading})',
};

export default legal;
