// `npm run dev`: the API (restarting on change) and Vite with hot reload, which proxies
// /api and /uploads to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  VITE_API_PROXY_TARGET: process.env.VITE_API_PROXY_TARGET ?? `http://localhost:${apiPort}`,
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@traspasa/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@traspasa/web'], { stdio: 'inherit', env }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
