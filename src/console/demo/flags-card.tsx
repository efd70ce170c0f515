import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { setFeatureFlag, useGetMockDirectory } from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useControlAction } from '../components/use-control-action';
import { demoMessages } from './demo-messages';

/** Feature flags per user and alias: a switch per known flag, and a form for any other name. */
export function FlagsCard() {
  const intl = useIntl();
  const { data: directory } = useGetMockDirectory();
  const { busy, run } = useControlAction();
  const rows = (directory?.users ?? []).flatMap((user) =>
    user.aliases.map((alias) => ({ user, alias, key: `${user.uuid}:${alias.uuid}` })),
  );
  const known = directory?.knownFeatureFlags ?? [];
  const [target, setTarget] = useState('');
  const [name, setName] = useState('');
  const [value, setValue] = useState(true);
  const chosen = rows.find((row) => row.key === target) ?? rows[0];

  const set = (userEmail: string, aliasUuid: string, flag: string, on: boolean, who: string) =>
    run(
      () => setFeatureFlag({ userEmail, aliasUuid, name: flag, value: on }),
      intl.formatMessage(demoMessages.flagSet, { flag, who, value: on ? 'on' : 'off' }),
    );
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !name.trim()) return;
    await set(chosen.user.email, chosen.alias.uuid, name.trim(), value, chosen.user.userName);
  };

  return (
    <section className="panel console-card" aria-labelledby="flags-heading">
      <h2 id="flags-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.flagsHeading)}
      </h2>
      <p className="console-muted">{intl.formatMessage(demoMessages.flagsIntro)}</p>
      <ul className="console-flags" aria-label={intl.formatMessage(demoMessages.flagsTableLabel)}>
        {rows.map(({ user, alias, key }) => (
          <li key={key} className="console-flags__row">
            <span className="console-flags__who">
              <span className="console-flags__name">{user.userName}</span>
              <span className="console-muted console-small">{alias.orgName}</span>
            </span>
            <span className="console-flags__switches">
              {[...new Set([...known, ...Object.keys(alias.featureFlags)])].map((flag) => (
                <label key={flag} className="console-switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={alias.featureFlags[flag] ?? false}
                    disabled={busy}
                    aria-label={intl.formatMessage(demoMessages.flagToggle, {
                      flag,
                      user: user.userName,
                      org: alias.orgName,
                    })}
                    onChange={(event) =>
                      set(user.email, alias.uuid, flag, event.target.checked, user.userName)
                    }
                  />
                  <code>{flag}</code>
                </label>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="console-subtitle">{intl.formatMessage(demoMessages.flagsOther)}</h3>
      <form className="console-form" onSubmit={apply}>
        <Field label={intl.formatMessage(demoMessages.flagsAlias)}>
          {(id) => (
            <select id={id} value={chosen?.key ?? ''} onChange={(e) => setTarget(e.target.value)}>
              {rows.map(({ user, alias, key }) => (
                <option key={key} value={key}>
                  {`${user.userName} · ${alias.orgName}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="console-form__row">
          <Field label={intl.formatMessage(demoMessages.flagsName)}>
            {(id) => (
              <input
                id={id}
                type="text"
                value={name}
                required
                spellCheck={false}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field label={intl.formatMessage(demoMessages.flagsValue)}>
            {(id) => (
              <select
                id={id}
                value={value ? 'on' : 'off'}
                onChange={(event) => setValue(event.target.value === 'on')}
              >
                <option value="on">{intl.formatMessage(demoMessages.flagsOn)}</option>
                <option value="off">{intl.formatMessage(demoMessages.flagsOff)}</option>
              </select>
            )}
          </Field>
        </div>
        <div className="console-actions">
          <Button type="submit" variant="secondary" disabled={busy || !name.trim()}>
            {intl.formatMessage(demoMessages.flagsApply)}
          </Button>
        </div>
      </form>
    </section>
  );
}
