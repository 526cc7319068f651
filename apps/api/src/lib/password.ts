import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from './limit-concurrency';

// OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. Hashing runs off the main thread.
const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

// At most one hash per core at a time. More only share the cores with the main thread (every other
// request waits: bench P5c, /api/health's p99 during a burst of sign-ins, 52–76 ms → 16–47 ms on two
// cores) and take the libuv pool's threads that file reads and compression need.
const hashing = limitConcurrency(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password)).catch(() => false);
}
