import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRIEVANCE_OFFICER, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '0.0.0.0', nodeEnv: 'development', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../.data'));
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT must be an integer[\s\S]*NODE_ENV must be[\s\S]*DATABASE_URL must start with postgres/,
    );
  });

  it('reads LOG_LEVEL, leaving the default to the logger when it is unset; an unknown level stops the start', () => {
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(loadConfig({}).logLevel).toBeUndefined();
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/);
  });

  it('gives open requests SHUTDOWN_GRACE_SECONDS to finish, 10 when unset; a grace of nothing stops the start', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceSeconds).toBe(2.5);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS must be a number of seconds above 0 and at most 3600, got "0"/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '2200000' })).toThrow(/at most 3600, got "2200000"/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS must be/);
  });

  it('runs the fast paths unless FAST_PATHS is off; any other value stops the start', () => {
    expect(loadConfig({}).fastPaths).toBe(true);
    expect(loadConfig({ FAST_PATHS: 'on' }).fastPaths).toBe(true);
    expect(loadConfig({ FAST_PATHS: 'off' }).fastPaths).toBe(false);
    expect(() => loadConfig({ FAST_PATHS: 'false' })).toThrow(/FAST_PATHS must be on or off, got "false"/);
  });

  it('reads DATABASE_URL and DATA_DIR', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/india', DATA_DIR: '/var/lib/india-tours', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://db/india', dataDir: '/var/lib/india-tours', port: 8080 });
  });

  it("sends the operator's copies to OPERATOR_EMAIL, else ADMIN_EMAIL, else nowhere; a bad address stops the start", () => {
    expect(loadConfig({ OPERATOR_EMAIL: 'desk@indiatours.in', ADMIN_EMAIL: 'admin@indiatours.in', ADMIN_PASSWORD: 'monsoon-trek-2024' }).operatorEmail).toBe(
      'desk@indiatours.in',
    );
    expect(loadConfig({ ADMIN_EMAIL: 'admin@indiatours.in', ADMIN_PASSWORD: 'monsoon-trek-2024' }).operatorEmail).toBe('admin@indiatours.in');
    expect(loadConfig({}).operatorEmail).toBeUndefined();
    expect(() => loadConfig({ OPERATOR_EMAIL: 'desk at indiatours' })).toThrow(/OPERATOR_EMAIL: /);
  });

  it('names the grievance officer from GRIEVANCE_OFFICER_*, each blank one keeping its default; a bad email stops the start', () => {
    expect(loadConfig({}).grievanceOfficer).toEqual(DEFAULT_GRIEVANCE_OFFICER);
    const officer = loadConfig({ GRIEVANCE_OFFICER_NAME: ' Arjun Nair ', GRIEVANCE_OFFICER_EMAIL: 'arjun@indiatours.in', GRIEVANCE_OFFICER_PHONE: ' ' }).grievanceOfficer;
    expect(officer).toEqual({ ...DEFAULT_GRIEVANCE_OFFICER, name: 'Arjun Nair', email: 'arjun@indiatours.in' });
    expect(Object.isFrozen(officer)).toBe(true);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'arjun@localhost' })).toThrow(/GRIEVANCE_OFFICER_EMAIL must be an email address/);
  });

  it('serves no metrics unless METRICS_PORT or METRICS_TOKEN is set; the metrics port listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1', metricsToken: undefined });
    const token = 'a'.repeat(24);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      metricsToken: token,
    });
  });

  it('refuses a metrics port that is not one or is the main port, and a metrics token shorter than 24 characters', () => {
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be an integer between 1 and 65535 other than PORT, got "nine"/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must be/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(23) })).toThrow(/METRICS_TOKEN must be at least 24 characters long/);
  });
});
