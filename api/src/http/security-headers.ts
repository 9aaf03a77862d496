import helmet from 'helmet';

/**
 * Strict defaults for every answer. GraphiQL runs Monaco in web workers from blob: URLs and
 * injects styles, so it needs those two allowances; nothing is loaded from another origin.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Helmet's default would rewrite every asset to https: a blank page on plain-HTTP LAN or VM addresses.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
