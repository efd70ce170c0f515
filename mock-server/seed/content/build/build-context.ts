import type { ContentPage, ProblemKey } from '../../../db/exercise-content';
import { uuidFrom } from '../../../runtime/ids';
import type { ExerciseKey } from '../../content-catalogue';
import type { Speaker } from '../source-types';
import type { AudioClips } from './audio-clips';

// What every exercise builder gets and gives back.

export type BuildContext = { key: ExerciseKey; title: string; clips: AudioClips };
export type BuiltExercise = {
  pages: ContentPage[];
  practicePages: ContentPage[];
  problems: ProblemKey[];
};

/** A stable uuid for a problem, drill card or word of an exercise. */
export const partUuid = (context: BuildContext, kind: string, part: string | number) =>
  uuidFrom(`${kind}:${context.key}:${part}`);

export const imageUrl = (folder: 'avatars' | 'chat' | 'picture-match' | 'courses', name: string) =>
  `/content/images/${folder}/${name}.svg`;

export const chatSpeaker = (speaker: Speaker, role: 'bot' | 'learner') => ({
  name: speaker.name,
  avatarUrl: imageUrl('avatars', speaker.avatar),
  role,
});
