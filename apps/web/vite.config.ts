import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The page's own chunks load as the browser meets their imports, not through Vite's preload
    // helper (decision 146, eighth pass): the helper linked every chunk of a lazy page (62 on a
    // listing) as a `modulepreload` inside React's first render, one of the longest tasks of a
    // server-rendered page's start on a phone. index.html keeps its preloads for the entry, and
    // a lazy chunk's stylesheet (none today) would still be linked.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // scripts/bundle-size.mjs reads it to measure the first-load JS of "/"; the server reads it
    // to preload a rendered page's chunks. The server build (dist-ssr, decision 145) needs
    // neither it nor the public files.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      // The page, and the loader a server-rendered page starts its code with (src/boot.ts,
      // decision 145): its own small chunk, named in the manifest for the server.
      input: isSsrBuild ? undefined : { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // One long-lived vendor chunk for what every page needs; everything else
        // (radix pieces, forms, posthog) follows the lazy routes that use it.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)) {
            return 'vendor-react';
          }
          if (id.includes('node_modules/@tanstack/')) return 'vendor-query';
          return undefined;
        },
      },
    },
  },
}));
