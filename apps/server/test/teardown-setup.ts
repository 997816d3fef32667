// After every API test file: close the apps it built and drop their databases (with
// `isolate: false` the helpers module is shared by the files of a worker, so the hook is
// registered here, where Vitest runs it once per file).
import { afterAll } from 'vitest';
import { closeTestApps } from './helpers.ts';

afterAll(closeTestApps);
