import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { comparatorKeyOf } from './modules/graphql/comparator-keys.js';

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'doit valoir true ou false' })
  .transform((value) => value === 'true' || value === '1');

const positiveInteger = (min: number, max: number) =>
  z.coerce
    .number({ error: 'doit être un nombre entier' })
    .int({ error: 'doit être un nombre entier' })
    .min(min, { error: `doit être compris entre ${min} et ${max}` })
    .max(max, { error: `doit être compris entre ${min} et ${max}` });

/** Every configuration variable, its default and its rule. README's table mirrors this list. */
export const ConfigSchema = z.object({
  PORT: positiveInteger(0, 65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_ENV: z
    .enum(['dev', 'integ', 'preprod', 'prod'], { error: 'doit valoir dev, integ, preprod ou prod' })
    .default('dev'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'doit valoir fatal, error, warn, info, debug, trace ou silent',
    })
    .default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'doit commencer par postgres:// ou postgresql://' })
    .optional(),
  /** API processes (node:cluster) on one port; PostgreSQL only. By default one per core with DATABASE_URL. */
  WEB_CONCURRENCY: positiveInteger(1, 64).optional(),
  PUBLIC_URL: z.url({ error: 'doit être une URL complète, par exemple https://www.voltaire.fr' }).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(
      z.array(
        z.url({
          protocol: /^https?$/,
          error:
            'doit être une liste d’origines séparées par des virgules, par exemple https://app.voltaire.fr',
        }),
      ),
    )
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  /** Public pages drawn by the server for their first paint, from the build next to WEB_DIST_DIR (`dist-ssr`). */
  SERVER_RENDERING: booleanString.default(true),
  BRAND_NAME: z.string().min(1).default('Voltaire Énergie'),
  SESSION_TTL_DAYS: positiveInteger(1, 365).default(30),
  TRUST_PROXY: booleanString.default(false),
  SEED_DEMO_DATA: booleanString.default(true),
  DEBUGGER_BODY_LIMIT_BYTES: positiveInteger(1_024, 1_048_576).default(65_536),
  DEBUGGER_RATE_LIMIT_PER_MINUTE: positiveInteger(1, 10_000).default(20),
  SHUTDOWN_TIMEOUT_MS: positiveInteger(100, 120_000).default(10_000),
  ADDRESS_API_URL: z
    .url({ error: 'doit être une URL complète' })
    .default('https://data.geopf.fr/geocodage/search'),
  ADDRESS_API_TIMEOUT_MS: positiveInteger(100, 30_000).default(3_000),
  GRID_OPERATOR_API_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  GRID_OPERATOR_API_KEY: z.string().min(16, { error: 'doit compter au moins 16 caractères' }).optional(),
  GRID_OPERATOR_API_TIMEOUT_MS: positiveInteger(100, 30_000).default(5_000),
  DELIVERY_POINT_LOOKUPS_PER_MINUTE: positiveInteger(1, 10_000).default(30),
  TAG_MANAGER_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  AB_TESTING_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  MONITORING_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  LIVECHAT_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  CAPTCHA_HMAC_KEY: z.string().min(32, { error: 'doit compter au moins 32 caractères' }).optional(),
  CAPTCHA_MAX_NUMBER: positiveInteger(1_000, 10_000_000).default(100_000),
  INTERNAL_API_KEY: z.string().min(32, { error: 'doit compter au moins 32 caractères' }).optional(),
  GRAPHQL_API_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    )
    .pipe(
      z.array(
        z.string().refine((entry) => comparatorKeyOf(entry).key.length >= 32, {
          error: 'chaque clé doit compter au moins 32 caractères',
        }),
      ),
    )
    .optional(),
  GRAPHQL_RATE_LIMIT_PER_MINUTE: positiveInteger(1, 100_000).default(300),
  GRAPHQL_KEY_LIMIT_PER_MINUTE: positiveInteger(1, 100_000).default(120),
  IBAN_ENCRYPTION_KEY: z.string().min(32, { error: 'doit compter au moins 32 caractères' }).optional(),
  /** AES-GCM key of the existing customers' links (crypted-data/changement-offre). */
  CONTRACT_LINK_KEY: z.string().min(32, { error: 'doit compter au moins 32 caractères' }).optional(),
  STAFF_SESSION_HOURS: positiveInteger(1, 24).default(12),
  STAFF_IDLE_MINUTES: positiveInteger(1, 720).default(30),
  /** How long the signing link of an agent's sale stays valid. */
  SIGNING_LINK_TTL_DAYS: positiveInteger(1, 30).default(7),
  /** Call-back requests per client address and hour. */
  CALLBACK_REQUESTS_PER_HOUR: positiveInteger(1, 1_000).default(5),
  LOGIN_FAILURES_PER_ACCOUNT: positiveInteger(1, 1_000).default(10),
  LOGIN_ACCOUNT_WINDOW_MINUTES: positiveInteger(1, 1_440).default(15),
  LOGIN_FAILURES_PER_IP_PER_MINUTE: positiveInteger(1, 10_000).default(10),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'doit être une URL smtp:// ou smtps://' }).optional(),
  MAIL_FROM: z.string().min(3).default('Voltaire Énergie <ne-pas-repondre@voltaire.example>'),
  SMS_API_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  SMS_API_KEY: z.string().min(16, { error: 'doit compter au moins 16 caractères' }).optional(),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{3,11}$/, { error: 'doit compter de 3 à 11 lettres ou chiffres' })
    .default('VOLTAIRE'),
  OUTBOX_POLL_INTERVAL_MS: positiveInteger(100, 3_600_000).default(5_000),
  CRM_API_URL: z
    .url({ error: 'doit être une URL complète, par exemple https://crm.example/leads' })
    .optional(),
  CRM_API_KEY: z.string().min(16, { error: 'doit compter au moins 16 caractères' }).optional(),
  CRM_API_TIMEOUT_MS: positiveInteger(100, 60_000).default(5_000),
  CRM_SYNC_INTERVAL_MS: positiveInteger(0, 3_600_000).default(10_000),
  /** Avis Vérifiés API (private setting): off unless set; our reviews table otherwise. */
  AVIS_VERIFIES_API_URL: z.url({ error: 'doit être une URL complète' }).optional(),
  AVIS_VERIFIES_TIMEOUT_MS: positiveInteger(100, 30_000).default(3_000),
  /** Public GraphQL reads of the web app (`/api/graphql`), per client address and minute. */
  PUBLIC_GRAPHQL_PER_MINUTE: positiveInteger(1, 100_000).default(600),
  /** Where cases go in the CRM (a JSON endpoint, with CRM_API_KEY); without it they wait in their outbox. */
  CRM_CASES_URL: z
    .url({ error: 'doit être une URL complète, par exemple https://crm.example/cases' })
    .optional(),
  /** Uploaded files; by default DATA_DIR/uploads. Never under the web root. */
  UPLOADS_DIR: z.string().min(1).optional(),
  UPLOADS_PER_HOUR: positiveInteger(1, 10_000).default(30),
  CASE_REQUESTS_PER_HOUR: positiveInteger(1, 1_000).default(10),
  /** ClamAV's clamd (INSTREAM over TCP); without it uploads are not scanned (type and size are still checked). */
  CLAMD_HOST: z.string().min(1).optional(),
  CLAMD_PORT: positiveInteger(1, 65_535).default(3310),
  CLAMD_TIMEOUT_MS: positiveInteger(100, 300_000).default(30_000),
  /** Signs the newsletter's unsubscribe links; production must set its own. */
  NEWSLETTER_LINK_KEY: z.string().min(32, { error: 'doit compter au moins 32 caractères' }).optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string; ALLOWED_ORIGINS: string[] };

/** `npm run dev` serves the web app from Vite's dev server, whose pages call the API through its proxy. */
const DEV_ALLOWED_ORIGINS = ['http://localhost:5173'];

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Secrets with a development default that production must set itself. */
const PRODUCTION_SECRETS = [
  'CAPTCHA_HMAC_KEY',
  'IBAN_ENCRYPTION_KEY',
  'CONTRACT_LINK_KEY',
  'NEWSLETTER_LINK_KEY',
] as const;

/** Reads the environment; a wrong value yields one French line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): ConfigResult {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      return `Configuration invalide : ${name} ${issue.message} (reçu « ${String(env[name])} »).`;
    });
    return { ok: false, errors };
  }
  const config = parsed.data;
  const missingInProduction = PRODUCTION_SECRETS.filter((name) => !config[name]);
  if (config.APP_ENV === 'prod' && missingInProduction.length > 0) {
    return {
      ok: false,
      errors: missingInProduction.map(
        (name) => `Configuration invalide : ${name} est obligatoire en production.`,
      ),
    };
  }
  if (!config.DATABASE_URL && (config.WEB_CONCURRENCY ?? 1) > 1) {
    return {
      ok: false,
      errors: [
        'Configuration invalide : WEB_CONCURRENCY supérieur à 1 demande DATABASE_URL (la base embarquée ne sert qu’un processus).',
      ],
    };
  }
  if (config.SMS_API_URL && !config.SMS_API_KEY) {
    return { ok: false, errors: ['Configuration invalide : SMS_API_KEY est obligatoire avec SMS_API_URL.'] };
  }
  if (config.GRID_OPERATOR_API_URL && !config.GRID_OPERATOR_API_KEY) {
    return {
      ok: false,
      errors: ['Configuration invalide : GRID_OPERATOR_API_KEY est obligatoire avec GRID_OPERATOR_API_URL.'],
    };
  }
  if (config.CRM_API_URL && !config.CRM_API_KEY) {
    return { ok: false, errors: ['Configuration invalide : CRM_API_KEY est obligatoire avec CRM_API_URL.'] };
  }
  if (config.CRM_CASES_URL && !config.CRM_API_KEY) {
    return {
      ok: false,
      errors: ['Configuration invalide : CRM_API_KEY est obligatoire avec CRM_CASES_URL.'],
    };
  }
  return {
    ok: true,
    config: {
      ...config,
      PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      ALLOWED_ORIGINS: config.ALLOWED_ORIGINS ?? (config.APP_ENV === 'dev' ? DEV_ALLOWED_ORIGINS : []),
    },
  };
}
