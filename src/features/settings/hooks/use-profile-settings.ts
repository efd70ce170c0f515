import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { updateProfile } from '../../../api/generated/endpoints/user/user';
import type { UserProfile } from '../../../api/generated/model/userProfile';
import type { UserProfileUpdate } from '../../../api/generated/model/userProfileUpdate';
import { ApiError } from '../../../api/http-client';
import { useToast } from '../../../components/ui/toast/toast-context';
import { settingsMessages } from '../messages';

/** The part of a profile the settings page changes. */
type AudioProfile = { useOnlyHttp: boolean; audio: { accent: number; speed: number } };

function withProfileUpdate<P extends AudioProfile>(profile: P, change: UserProfileUpdate): P {
  return {
    ...profile,
    useOnlyHttp: change.useOnlyHttp ?? profile.useOnlyHttp,
    audio: {
      accent: change.accent ?? profile.audio.accent,
      speed: change.speed ?? profile.audio.speed,
    },
  };
}

/**
 * Saves one setting with updateProfile, optimistically: the choice shows at once, a toast confirms
 * it, a failure puts the old value back and shows the error.
 */
export function useProfileSettings<P extends AudioProfile>(
  profile: P | null,
  setProfile: (profile: P | UserProfile) => void,
) {
  const intl = useIntl();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (change: UserProfileUpdate) => updateProfile(change),
    onMutate: (change) => {
      setError(null);
      if (profile) setProfile(withProfileUpdate(profile, change));
      return { previous: profile };
    },
    onError: (failure, _change, context) => {
      if (context?.previous) setProfile(context.previous);
      const detail =
        failure instanceof ApiError && failure.status !== 0 ? failure.problem.detail : undefined;
      setError(
        detail
          ? `${intl.formatMessage(settingsMessages.saveFailed)} ${detail}`
          : intl.formatMessage(settingsMessages.saveFailed),
      );
    },
    onSuccess: (saved) => {
      setProfile(saved);
      toast(intl.formatMessage(settingsMessages.saved));
    },
  });

  return {
    save: (change: UserProfileUpdate) => mutation.mutate(change),
    saving: mutation.isPending,
    error,
  };
}
