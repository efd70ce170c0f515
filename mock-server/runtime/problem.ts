import type { Problem } from '../../src/api/generated/model/problem';
import { json } from './bodies';
import type { Lang } from './language';

/**
 * The contract's Problem and the extension members RFC 9457 allows, which the contract describes
 * in prose (the `issues` of a writing-effort 422).
 */
export type ProblemBody = Problem & { [extension: string]: unknown };

const titles: Record<number, { ja: string; en: string }> = {
  400: { ja: '入力が正しくありません', en: 'Bad request' },
  401: { ja: '認証が必要です', en: 'Authentication required' },
  403: { ja: 'この操作は許可されていません', en: 'Not allowed for this alias' },
  404: { ja: '見つかりません', en: 'Not found' },
  408: { ja: 'タイムアウトしました', en: 'Request timeout' },
  409: { ja: '競合が発生しました', en: 'Version conflict' },
  413: { ja: 'リクエストが大きすぎます', en: 'Request too large' },
  422: { ja: '処理できないリクエストです', en: 'Unprocessable request' },
  429: { ja: 'リクエストが多すぎます', en: 'Too many requests' },
  500: { ja: 'サーバーエラーが発生しました', en: 'Internal server error' },
  503: { ja: 'メンテナンス中です', en: 'Maintenance in progress' },
};

const types: Record<number, string> = {
  400: 'https://eigo.example/problems/bad-request',
  401: 'https://eigo.example/problems/unauthorized',
  403: 'https://eigo.example/problems/forbidden',
  404: 'https://eigo.example/problems/not-found',
  409: 'https://eigo.example/problems/conflict',
  503: 'https://eigo.example/problems/maintenance',
};

/** Thrown inside a handler; `route()` turns it into an application/problem+json answer. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail: { ja: string; en: string } | string,
    /** A type of its own, another title, errors, currentOwner or an extension member. */
    readonly extra: Partial<Omit<Problem, 'status' | 'detail'>> & {
      [extension: string]: unknown;
    } = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.en);
  }

  toBody(lang: Lang): ProblemBody {
    const { errors, type, ...extensions } = this.extra;
    return {
      type: type ?? types[this.status] ?? 'about:blank',
      title: (titles[this.status] ?? titles[500]!)[lang],
      status: this.status,
      detail: typeof this.detail === 'string' ? this.detail : this.detail[lang],
      ...(errors ? { errors } : {}),
      ...extensions,
    };
  }
}

export function problemResponse(body: ProblemBody): Response {
  return json(body, {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

export const badRequest = (
  errors: Record<string, string[]>,
  detail: { ja: string; en: string } = {
    ja: '入力内容を確認してください',
    en: 'The request has invalid fields',
  },
) => new ProblemError(400, detail, { errors, type: 'https://eigo.example/problems/validation' });

export const unauthorized = () =>
  new ProblemError(401, { ja: 'ログインしてください', en: 'A valid token is required' });

export const forbidden = (
  detail = { ja: 'このエイリアスでは利用できません', en: 'Not allowed for this alias' },
) => new ProblemError(403, detail);

export const notFound = (what: string) =>
  new ProblemError(404, { ja: `${what} が見つかりません`, en: `${what} was not found` });
