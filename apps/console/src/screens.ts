import type { ComponentType } from 'react';
import { HomeScreen } from './home/home-screen.tsx';

/**
 * Every signed-in page of the console, by its address under /admin (wouter patterns). Each area adds its
 * own lines; the first match wins, so a fixed address goes before a pattern that would take it.
 */
export const SCREENS: readonly { path: string; component: ComponentType }[] = [
  { path: '/', component: HomeScreen },
];
