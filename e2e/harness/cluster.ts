import { composeEnvironment, composeScript } from './compose';
import { freePort, type ServerProcess, spawnServer, waitUntilReady } from './process';
import { ROOT } from './product';

/**
 * Two back-offices and two gateways on one PostgreSQL, each its own process started as
 * `docker compose --profile two up` starts the services backoffice, backoffice-b, gateway and
 * gateway-b: the same command and environment, filled in from one set of deployment variables.
 * Only what a container network gives each service is replaced: its own address (HOST, PORT),
 * the database's and the upstream's. Gateway A proxies to back-office A and gateway B to
 * back-office B, behind one load balancer (the deployment's PUBLIC_URL).
 */
export type Instance = {
  name: string;
  /** Its service in docker-compose.yml. */
  service: Service;
  url: string;
  env: Record<string, string>;
  script: string;
  process: ServerProcess;
};

export type Cluster = {
  /** The deployment's PUBLIC_URL: the address of the load balancer, here gateway A's. */
  publicUrl: string;
  backoffices: [Instance, Instance];
  gateways: [Instance, Instance];
  /** Starts a stopped or killed instance again with the same command, environment and port. */
  restart(instance: Instance): Promise<void>;
  stop(): Promise<void>;
};

/** The Docker image's own environment (Dockerfile ENV) under every service's. */
const IMAGE_ENV = { NODE_ENV: 'production' };

export type ClusterOptions = {
  databaseUrl: string;
  /** The deployment's variables (.env): INTERNAL_TOKEN, POSTGRES_PASSWORD, DEMO, LOG_LEVEL… */
  variables: Record<string, string>;
  /** Test-only settings added to the back-offices' environment (e.g. DEMO_LEAD_INTERVAL_MS). */
  backofficeEnv?: Record<string, string>;
  /** Test-only settings added to the gateways' environment (e.g. small PROXY_* budgets). */
  gatewayEnv?: Record<string, string>;
};

/** Starts one instance and waits for its health check (readiness). */
export async function startInstance(instance: Omit<Instance, 'process'>): Promise<Instance> {
  const process = spawnServer(instance.script, instance.env, { cwd: ROOT, inherit: false });
  const started = { ...instance, process };
  await waitUntilReady(process, `${instance.url}${readyPath(instance.service)}`, 90_000).catch(async (error: Error) => {
    await process.stop();
    throw new Error(`${instance.name}: ${error.message}`);
  });
  return started;
}

/** The services' health checks in docker-compose.yml. */
const readyPath = (service: Service) => (service.startsWith('gateway') ? '/readyz' : '/module/health');

export type Service = 'backoffice' | 'backoffice-b' | 'gateway' | 'gateway-b';

/** The environment compose gives `service`, with this cluster's addresses. */
export function serviceEnv(
  service: Service,
  variables: Record<string, string>,
  address: Record<string, string>,
): Record<string, string> {
  return { ...IMAGE_ENV, ...composeEnvironment(service, variables), HOST: '127.0.0.1', ...address };
}

/** A back-office service as compose runs it, on `port`, on the database at `databaseUrl`. */
export function backofficeInstance(
  service: Service,
  name: string,
  port: number,
  variables: Record<string, string>,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Omit<Instance, 'process'> {
  return {
    name,
    service,
    url: `http://127.0.0.1:${port}`,
    script: composeScript(service),
    env: { ...serviceEnv(service, variables, { PORT: String(port), DATABASE_URL: databaseUrl }), ...extraEnv },
  };
}

/** A gateway service as compose runs it, on `port`, in front of the back-office on `upstreamPort`. */
export function gatewayInstance(
  service: Service,
  name: string,
  port: number,
  upstreamPort: number,
  variables: Record<string, string>,
  extraEnv: Record<string, string> = {},
): Omit<Instance, 'process'> {
  return {
    name,
    service,
    url: `http://127.0.0.1:${port}`,
    script: composeScript(service),
    env: {
      ...serviceEnv(service, variables, { PORT: String(port), UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}` }),
      ...extraEnv,
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const [gatewayA, gatewayB, backofficeA, backofficeB] = ports as [number, number, number, number];
  const publicUrl = `http://127.0.0.1:${gatewayA}`;
  const variables = { PUBLIC_URL: publicUrl, ...options.variables };
  const backoffice = (service: Service, name: string, port: number) =>
    backofficeInstance(service, name, port, variables, options.databaseUrl, options.backofficeEnv);
  const gateway = (service: Service, name: string, port: number, upstreamPort: number) =>
    gatewayInstance(service, name, port, upstreamPort, variables, options.gatewayEnv);

  const started: Instance[] = [];
  const stopAll = () => Promise.all(started.map((instance) => instance.process.stop())).then(() => undefined);
  const track = async (starting: Promise<Instance>) => {
    const instance = await starting;
    started.push(instance);
    return instance;
  };
  try {
    // Both back-offices start together on the empty database, as `docker compose up` starts replicas.
    const backoffices: [Instance, Instance] = await Promise.all([
      track(startInstance(backoffice('backoffice', 'back-office A', backofficeA))),
      track(startInstance(backoffice('backoffice-b', 'back-office B', backofficeB))),
    ]);
    const gateways: [Instance, Instance] = await Promise.all([
      track(startInstance(gateway('gateway', 'gateway A', gatewayA, backofficeA))),
      track(startInstance(gateway('gateway-b', 'gateway B', gatewayB, backofficeB))),
    ]);
    return {
      publicUrl,
      backoffices,
      gateways,
      async restart(instance) {
        await instance.process.stop();
        instance.process = (await startInstance(instance)).process;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
