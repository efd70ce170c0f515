import { setFeatureFlag } from '../db/feature-flags';
import { ALIAS, USER } from './demo-identities';

// Feature flags of the demo world: taro's company alias has the AI chat.
export async function seedFeatureFlags(): Promise<void> {
  await setFeatureFlag(USER.taro.uuid, ALIAS.taroKaisha, 'llm_conversation', true);
}
