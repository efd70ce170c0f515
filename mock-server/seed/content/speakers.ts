import type { Speaker } from './source-types';

// The people who speak in the exercises (avatars in public/content/images/avatars/).

export const SPEAKER = {
  emma: { name: 'Emma', avatar: 'emma', voice: 'female' },
  james: { name: 'James', avatar: 'james', voice: 'male' },
  yuki: { name: 'Yuki', avatar: 'yuki', voice: 'female' },
  sota: { name: 'Sota', avatar: 'sota', voice: 'male' },
  msGreen: { name: 'Ms. Green', avatar: 'ms-green', voice: 'female' },
  mrBrown: { name: 'Mr. Brown', avatar: 'mr-brown', voice: 'male' },
  agent: { name: 'Airline agent', avatar: 'agent', voice: 'female' },
  receptionist: { name: 'Receptionist', avatar: 'receptionist', voice: 'male' },
  msClark: { name: 'Ms. Clark', avatar: 'ms-clark', voice: 'female' },
  alex: { name: 'Alex', avatar: 'alex', voice: 'male' },
} as const satisfies Record<string, Speaker>;
