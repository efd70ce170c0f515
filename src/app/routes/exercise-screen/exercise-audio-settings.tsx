import { AudioSettingsForm } from '../../../features/settings/components/audio-settings-form';
import { useProfileSettings } from '../../../features/settings/hooks/use-profile-settings';
import { useSession } from '../../../hooks/use-session';

/** The settings popup of an exercise: accent and speed, saved to the profile as in settings. */
export function ExerciseAudioSettings() {
  const { profile, setProfile } = useSession();
  const { save, error } = useProfileSettings(profile, setProfile as never);
  if (!profile) return null;
  return (
    <AudioSettingsForm
      accent={profile.audio.accent}
      speed={profile.audio.speed}
      useOnlyHttp={profile.useOnlyHttp}
      onChange={save}
      error={error}
      withConnection={false}
    />
  );
}
