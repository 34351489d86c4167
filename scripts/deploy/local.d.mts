export function remoteVersion(name: string): string;
export function freshDatabase(
  serverUrl: string,
  prefix?: string,
): Promise<{ url: string; drop: () => Promise<void> }>;
export function stageRemote(
  staticRoot: string,
  name: string,
  version: string,
  from?: string,
): string;
export interface Deployment {
  shopUrl: string;
  staticUrl: string;
  staticRoot: string;
  apiPorts: number[];
  admin: { email: string; password: string };
  accessLog: string;
  nginxConf: string;
  stop: () => Promise<void>;
}
export function startDeployment(options: {
  databaseUrl: string;
  shopPort: number;
  apiProcesses?: number;
  env?: Record<string, string>;
  work?: string;
  clientBodyTimeout?: string;
  quiet?: boolean;
}): Promise<Deployment>;
