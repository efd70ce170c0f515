import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getDownloadLiveSessionReportCsvUrl,
  useGetLiveSessionReport,
} from '../../api/generated/endpoints/mock/mock';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import type { LiveSessionReport } from '../../api/generated/model/liveSessionReport';
import type { PupilExerciseResult } from '../../api/generated/model/pupilExerciseResult';
import { resolveUrl } from '../../api/http-client';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useProblemText } from '../components/use-problem-text';
import { consoleMessages } from '../messages';
import { liveMessages } from './live-messages';
import { reportMessages } from './report-messages';
import './report.css';

// The lesson report of a class, running or ended (getLiveSessionReport): every pupil of the group
// on each exercise chosen in the class, and each question with its right answers and the wrong
// answers given most; the two CSV files (downloadLiveSessionReportCsv) as download links. Shown
// on demand under the class; read again every 10 s while the class runs.

const REPORT_POLL_MS = 10_000;

/** The report's section of the class page: a button opens it. */
export function LessonReport({ session }: { session: ConductedLiveSession }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const lang = intl.locale.startsWith('en') ? 'en' : 'ja';
  const csvHref = (table: 'pupils' | 'questions') =>
    resolveUrl(getDownloadLiveSessionReportCsvUrl(session.id, { table, lang }));
  return (
    <section className="panel console-card console-report" aria-labelledby="report-heading">
      <div className="console-report__head">
        <h2 id="report-heading" className="console-card__title">
          {intl.formatMessage(reportMessages.heading)}
        </h2>
        <div className="console-actions">
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {intl.formatMessage(open ? reportMessages.hide : reportMessages.show)}
          </Button>
          <a className="button button--secondary" href={csvHref('pupils')} download>
            {intl.formatMessage(reportMessages.csvPupils)}
          </a>
          <a className="button button--secondary" href={csvHref('questions')} download>
            {intl.formatMessage(reportMessages.csvQuestions)}
          </a>
        </div>
      </div>
      {open ? <ReportBody sessionId={session.id} running={session.status !== 'over'} /> : null}
    </section>
  );
}

function ReportBody({ sessionId, running }: { sessionId: number; running: boolean }) {
  const intl = useIntl();
  const problemText = useProblemText();
  const report = useGetLiveSessionReport(sessionId, {
    query: { refetchInterval: running ? REPORT_POLL_MS : false },
  });
  if (report.isPending) return <Spinner label={intl.formatMessage(consoleMessages.loading)} />;
  if (!report.data) return <p role="status">{problemText(report.error)}</p>;
  return <LessonReportTables report={report.data} />;
}

/** The report's two tables, from its data. */
export function LessonReportTables({ report }: { report: LiveSessionReport }) {
  const intl = useIntl();
  const { exercises, pupils, questions } = report;
  return (
    <div className="console-report__body">
      <p className="console-muted">{intl.formatMessage(reportMessages.intro)}</p>
      <p className="console-muted">
        {intl.formatMessage(reportMessages.summary, {
          pupils: pupils.length,
          joined: pupils.filter((pupil) => pupil.joined).length,
          exercises: exercises.length,
        })}
        {' · '}
        {intl.formatMessage(reportMessages.generated, { time: new Date(report.generatedAt) })}
      </p>
      {exercises.length === 0 ? (
        <p className="console-muted">{intl.formatMessage(reportMessages.noExercises)}</p>
      ) : null}

      <h3 id="report-pupils-heading" className="console-report__subheading">
        {intl.formatMessage(reportMessages.pupilsHeading)}
      </h3>
      <div className="console-room__scroll">
        <table className="console-report__table" aria-labelledby="report-pupils-heading">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(reportMessages.columnPupil)}</th>
              <th scope="col">{intl.formatMessage(reportMessages.columnJoined)}</th>
              {exercises.map((exercise) => (
                <th scope="col" key={exercise.exerciseUuid}>
                  {exercise.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pupils.map((pupil) => (
              <tr key={pupil.aliasUuid}>
                <th scope="row">{pupil.userName}</th>
                <td>
                  {intl.formatMessage(reportMessages.joined, {
                    joined: pupil.joined ? 'yes' : 'no',
                  })}
                </td>
                {pupil.exercises.map((result) => (
                  <td key={result.exerciseUuid}>
                    <ResultCell result={result} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="console-report__subheading">
        {intl.formatMessage(reportMessages.questionsHeading)}
      </h3>
      {exercises.map((exercise) => {
        const own = questions.filter((q) => q.exerciseUuid === exercise.exerciseUuid);
        if (own.length === 0) return null;
        return (
          <div key={exercise.exerciseUuid} className="console-room__scroll">
            <table className="console-report__table">
              <caption>{exercise.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(reportMessages.columnQuestion)}</th>
                  <th scope="col">{intl.formatMessage(reportMessages.columnRight)}</th>
                  <th scope="col">{intl.formatMessage(reportMessages.columnClose)}</th>
                  <th scope="col">{intl.formatMessage(reportMessages.columnWrong)}</th>
                  <th scope="col">{intl.formatMessage(reportMessages.columnCommonWrong)}</th>
                </tr>
              </thead>
              <tbody>
                {own.map((question) => (
                  <tr key={question.problemUuid}>
                    <th scope="row">
                      {question.number}. {question.prompt}
                    </th>
                    <td>
                      {intl.formatMessage(reportMessages.rightOf, {
                        right: question.right,
                        answered: question.answered,
                      })}
                    </td>
                    <td>{question.close}</td>
                    <td>{question.wrong}</td>
                    <td>
                      {question.commonWrongAnswers.length === 0 ? null : (
                        <ul className="console-report__answers">
                          {question.commonWrongAnswers.map(({ answer, count }) => (
                            <li key={answer}>
                              {intl.formatMessage(reportMessages.wrongAnswer, { answer, count })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}

function ResultCell({ result }: { result: PupilExerciseResult }) {
  const intl = useIntl();
  if (result.score === null) return <>{intl.formatMessage(reportMessages.notStarted)}</>;
  return (
    <>
      <span className="console-report__score">
        {intl.formatMessage(reportMessages.score, { score: result.score })}
        {result.trophy === null
          ? null
          : ` · ${intl.formatMessage(liveMessages.trophy, { trophy: result.trophy })}`}
      </span>
      <span className="console-report__meta">
        {intl.formatMessage(reportMessages.counts, result)}
      </span>
      <span className="console-report__meta">
        {intl.formatMessage(reportMessages.time, {
          minutes: Math.floor(result.secondsSpent / 60),
          seconds: result.secondsSpent % 60,
        })}
      </span>
    </>
  );
}
