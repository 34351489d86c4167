export function startShop(options: {
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<{ baseUrl: string; pid: number | undefined; stop: () => Promise<void> }>;
