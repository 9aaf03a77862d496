import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:4000';
const apiProxy = {
  '/graphql': { target: apiOrigin, changeOrigin: true },
  '/api': { target: apiOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies (best levels) of every text asset, GraphiQL's workers and public
    // SVGs included, made once at build time: the api serves them by Accept-Encoding
    // (api/src/http/static.ts) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  optimizeDeps: {
    // GraphiQL's worker setup imports Monaco workers with `?worker`, which the
    // dev pre-bundler cannot load; Vite serves those modules directly instead.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the traveller's app, and GraphiQL (Monaco is ~4 MB, so it
      // must never end up in the app's bundle).
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        // Libraries apart from our code, so a release that changes only the app leaves the
        // browser's cached copies valid. React is shared with GraphiQL's page; the router and
        // Apollo are the app's alone. graphql stays out of the Apollo group (it is not captured
        // as a dependency), or GraphiQL's page would load Apollo to get it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'app-libraries',
              test: /node_modules[\\/](react-router|react-router-dom|@apollo|@wry|optimism|rxjs)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's packages carry React Compiler's "use no memo" directives,
        // which bundling drops harmlessly; keep the build output readable.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
