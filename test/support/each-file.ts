/**
 * Runs before every test file (vitest's setupFiles). Test files share their
 * worker's modules, so what a file leaves behind — servers in this process,
 * child processes, temporary folders — is cleaned up by hooks registered here,
 * once per file, rather than by hooks a support module registers when it is
 * first imported (which would run for that one file only).
 */
import { afterAll } from 'vitest';
import { stopInProcessServers } from './in-process.ts';
import { killChildren } from './server.ts';
import { removeTempDirs } from './temp.ts';

// Last registered, first run: servers stop and children die before their folders go.
afterAll(removeTempDirs);
afterAll(killChildren);
afterAll(stopInProcessServers);
