// posthog-js is loaded with a dynamic import, and only after consent AND a key,
// so neither its code nor its requests exist for anyone else.
import type { PostHog } from 'posthog-js';
import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_ENVIRONMENT,
  APP_VERSION,
  analyticsConfig,
  FEATURE_FLAG_TIMEOUT_MS,
  FLUSH_INTERVAL_MS,
  SESSION_IDLE_TIMEOUT_SECONDS,
  SURVEYS_TIMEOUT_MS,
} from './config';

let loading: Promise<PostHog | null> | null = null;
let instance: PostHog | null = null;

export function getLoadedPosthog(): PostHog | null {
  return instance;
}

export function loadPosthog(): Promise<PostHog | null> {
  const key = analyticsConfig.posthogKey;
  if (!key) return Promise.resolve(null);
  if (loading) return loading;
  loading = import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(key, {
        api_host: analyticsConfig.posthogHost,
        autocapture: true,
        // Page views are sent by our router listener (decision 022) so each route change counts once.
        capture_pageview: false,
        capture_pageleave: true,
        persistence: 'localStorage+cookie',
        cookie_expiration: ANALYTICS_COOKIE_DAYS,
        session_idle_timeout_seconds: SESSION_IDLE_TIMEOUT_SECONDS,
        feature_flag_request_timeout_ms: FEATURE_FLAG_TIMEOUT_MS,
        surveys_request_timeout_ms: SURVEYS_TIMEOUT_MS,
        request_queue_config: { flush_interval_ms: FLUSH_INTERVAL_MS },
        rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
        disable_session_recording: true,
        respect_dnt: true,
      });
      posthog.register({ app_version: APP_VERSION, environment: ANALYTICS_ENVIRONMENT });
      instance = posthog;
      return posthog;
    })
    .catch((error: unknown) => {
      console.warn('[analytics] No se pudo cargar la analítica', error);
      loading = null;
      return null;
    });
  return loading;
}
