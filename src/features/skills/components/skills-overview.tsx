import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { performanceSummaryQuery } from '../../../api/queries/history';
import { useQuerySession } from '../../../hooks/use-query-session';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { PERFORMANCE_METRICS } from '../../../lib/rules/performance-bands';
import { PRACTICE_SKILLS } from '../../../lib/rules/skill-levels';
import { useSkillLevels } from '../hooks/use-skill-levels';
import { skillsMessages } from '../messages';
import '../skills.css';
import { PerformanceCard } from './performance-card';
import { PracticeCard } from './practice-card';

/**
 * The skills overview (spec 2.5): the learner's figures against the performance guidance of
 * spec 9, and the three practices, each at the level the learner chose (remembered per user).
 */
export function SkillsOverview({ userUuid, enabled }: { userUuid: string; enabled: boolean }) {
  const intl = useIntl();
  const performance = useQuery({ ...performanceSummaryQuery(useQuerySession()), enabled });
  const { levelIndex, choose } = useSkillLevels(userUuid);

  return (
    <div className="skills">
      <h1>
        <FormattedMessage {...skillsMessages.heading} />
      </h1>
      <section className="skills-section" aria-labelledby="skills-practice-heading">
        <h2 id="skills-practice-heading">
          <FormattedMessage {...skillsMessages.practiceHeading} />
        </h2>
        <p>
          <FormattedMessage {...skillsMessages.practiceIntro} />
        </p>
        <ul className="card-list">
          {PRACTICE_SKILLS.map((skill) => (
            <PracticeCard
              key={skill}
              skill={skill}
              levelIndex={levelIndex(skill)}
              onLevelChange={(index) => choose(skill, index)}
            />
          ))}
        </ul>
      </section>
      <section className="skills-section" aria-labelledby="skills-performance-heading">
        <h2 id="skills-performance-heading">
          <FormattedMessage {...skillsMessages.performanceHeading} />
        </h2>
        <p>
          <FormattedMessage {...skillsMessages.performanceIntro} />
        </p>
        {performance.isError ? (
          <LoadError
            message={skillsMessages.loadError}
            onRetry={() => void performance.refetch()}
          />
        ) : !performance.data ? (
          <Spinner label={intl.formatMessage(skillsMessages.loading)} />
        ) : (
          <ul className="card-list">
            {PERFORMANCE_METRICS.map((metric) => (
              <PerformanceCard key={metric} metric={metric} figure={performance.data[metric]} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
