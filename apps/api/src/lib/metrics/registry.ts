import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one metrics registry (GET /api/metrics). Metrics describe the process, not
 * one app object, so every app a process builds (tests build many) shares it. The default
 * metrics include the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles),
 * memory, CPU and open handles.
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry });
