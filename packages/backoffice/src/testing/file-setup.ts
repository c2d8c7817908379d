/**
 * Runs before every test file. Files share their worker's modules (`isolate: false`, decision
 * 1746: importing the back-office afresh for each file was about a third of the suite's CPU), so
 * each file starts here from the process's own environment and business time, whatever the file
 * before it set.
 */
import { systemClock } from '../clock.js';

const state = globalThis as { umbrellaInitialEnv?: NodeJS.ProcessEnv };
state.umbrellaInitialEnv ??= { ...process.env };
const initial = state.umbrellaInitialEnv;
for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial);
systemClock.setOffsetSeconds(0);
