import type { ComponentType } from 'react';
import { loadChunk } from '../lib/rules/chunk-load';

/** A route's `lazy`: the module's default export becomes the route component. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module.default };
  };
}
