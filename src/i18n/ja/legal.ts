import type { Catalogue } from '../catalogue';

const legal: Catalogue = {
  'legal.document.loading': '読み込み中',
  'legal.document.failed': '文書を読み込めませんでした。再読み込みしてください。',
  'legal.document.established': '制定日: {date}',
  'legal.document.contents': '目次',
  'legal.document.article': '第{number}条（{heading}）',
};

export default legal;
