export const CONNECTIONS_PER_CLIENT: number;
export const CONNECTIONS_PER_NETWORK: number;
export function ensureNginx(): string;
export interface NginxOptions {
  prefix: string;
  shopPort: number;
  staticPort: number;
  apiPorts: number[];
  staticRoot: string;
  forwardedProto?: string;
  clientBodyTimeout?: string;
  connectionsPerClient?: number;
  connectionsPerNetwork?: number;
}
export function nginxConfig(options: NginxOptions): string;
export function startNginx(
  options: NginxOptions,
): Promise<{ conf: string; accessLog: string; stop: () => Promise<void> }>;
