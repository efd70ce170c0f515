import type { LocalLinter, Lint } from 'harper.js';
import type { WritingIssue } from '../../src/api/generated/model/writingIssue';
import { americanSpelling } from '../../src/lib/rules/marking/spelling-variants';
import { agreementSlips } from '../../src/lib/rules/writing-agreement';

// The spelling and grammar slips of a free writing answer, for the mock's writing feedback:
// harper.js (a maintained offline checker, Rust compiled to WebAssembly) and, on top of it, our
// own rule for the -s after he / she / it that harper misses once an adverb stands between
// ("She always help me": src/lib/rules/writing-agreement.ts).
// - harper is loaded on the first answer that needs it and once per process (its setup takes about
//   2–3 s; its WebAssembly is 16 MB, 21.5 MB inlined as base64, 8 MB brotli): a dynamic import, so
//   neither the server's start nor the static demo's main bundle carries it;
// - kept from harper: spelling (SPELLING), agreement (AGREEMENT) and the other grammar kinds
//   (GRAMMAR); left out: capitals, punctuation and repeated words (the feedback's own codes),
//   style and readability, and dialect ("colour", "practise": the courses take British and
//   American spellings, src/lib/rules/marking/spelling-variants.ts), and the spelling of a
//   capitalised word inside a sentence (a name: "Doraemon");
// - a slip both find is given once, ours first;
// - where harper cannot run (WebAssembly refused by the page's Content-Security-Policy), the
//   answer is still marked, with our rule only.

type IssueKind = WritingIssue['kind'];

const HARPER_KINDS: Partial<Record<string, IssueKind>> = {
  Spelling: 'SPELLING',
  Typo: 'SPELLING',
  Agreement: 'AGREEMENT',
  Grammar: 'GRAMMAR',
  Miscellaneous: 'GRAMMAR',
  WordChoice: 'GRAMMAR',
  Usage: 'GRAMMAR',
  Eggcorn: 'GRAMMAR',
  Malapropism: 'GRAMMAR',
  Nonstandard: 'GRAMMAR',
  BoundaryError: 'GRAMMAR',
  WordOrder: 'GRAMMAR',
};

let linter: Promise<LocalLinter | null> | null = null;

/** The smallest WebAssembly module: compiling it tells whether the page lets WebAssembly run. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

async function webAssemblyAllowed(): Promise<boolean> {
  try {
    await WebAssembly.compile(EMPTY_MODULE);
    return true;
  } catch {
    return false;
  }
}

/**
 * harper's linter, set up on first use and kept for the process; null (remembered) where
 * WebAssembly may not run, so the 8 MB (compressed) module is never fetched for nothing.
 */
function harper(): Promise<LocalLinter | null> {
  linter ??= (async () => {
    if (!(await webAssemblyAllowed())) {
      console.warn('The spelling checker (harper.js) needs WebAssembly, which this page refuses.');
      return null;
    }
    const [{ LocalLinter }, { binaryInlined }] = await Promise.all([
      import('harper.js'),
      import('harper.js/binaryInlined'),
    ]);
    const created = new LocalLinter({ binary: binaryInlined });
    await created.setup();
    return created;
  })().catch((error: unknown) => {
    linter = null; // the next answer tries again
    throw error;
  });
  return linter;
}

/**
 * Sets harper up now rather than at the first writing answer, for a process that must not stall
 * during its run: the setup holds the event loop for seconds (over 15 on two cores running three
 * browsers: the e2e run's first writing check on a fresh mock timed out once), and a request sent
 * meanwhile may fail (the pact's verifier: "error sending request"). The mock does this before it listens when
 * MOCK_PREPARE_WRITING_CHECKER=1 (the e2e run's mocks). A failure is left for the first answer,
 * which tries again.
 */
export async function prepareWritingChecker(): Promise<void> {
  await harper().catch(() => undefined);
}

/** UTF-16 offsets of harper's spans, which count Unicode characters (code points). */
function utf16Offsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const character of text) {
    offsets.push(at);
    at += character.length;
  }
  offsets.push(at);
  return offsets;
}

/** A capitalised word that does not open its sentence: a name the dictionary may not know. */
function isName(text: string, start: number, word: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  return !/(^|[.!?]["')\]]*)\s*$/.test(text.slice(0, start));
}

function fromHarper(text: string, lint: Lint, offsets: readonly number[]): WritingIssue | null {
  const kind = HARPER_KINDS[lint.lint_kind()];
  if (!kind) return null;
  const span = lint.span();
  const start = offsets[span.start] ?? span.start;
  const end = offsets[span.end] ?? span.end;
  const problem = text.slice(start, end);
  if (kind === 'SPELLING') {
    const lower = problem.toLowerCase();
    if (americanSpelling(lower) !== lower || isName(text, start, problem)) return null;
  }
  const suggestion = lint.suggestions()[0]?.get_replacement_text() ?? null;
  return { kind, text: problem, start, end, suggestion: suggestion || null };
}

/**
 * harper's lints, or none when it cannot run here (a page whose Content-Security-Policy does not
 * allow WebAssembly: the static demo): the answer is still marked, with our own rule only.
 */
async function harperLints(text: string): Promise<Lint[]> {
  try {
    const checker = await harper();
    return checker ? await checker.lint(text, { language: 'plaintext' }) : [];
  } catch (error) {
    console.warn('The spelling checker (harper.js) could not run:', error);
    return [];
  }
}

const overlaps = (a: WritingIssue, b: WritingIssue) => a.start < b.end && b.start < a.end;

/** The slips of a text in the order they appear. */
export async function writingIssues(text: string): Promise<WritingIssue[]> {
  const ours: WritingIssue[] = agreementSlips(text).map((slip) => ({ kind: 'AGREEMENT', ...slip }));
  const lints = await harperLints(text);
  const offsets = utf16Offsets(text);
  const theirs = lints
    .map((lint) => fromHarper(text, lint, offsets))
    .filter((issue): issue is WritingIssue => issue !== null)
    .filter((issue) => !ours.some((own) => overlaps(own, issue)));
  return [...ours, ...theirs].sort((a, b) => a.start - b.start);
}
