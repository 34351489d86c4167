import * as routesModule from './routes';
import { describeRemoteRoutes, withPlatform } from '@mealprep/shared/testing';
import type { RouteIdOf } from '@mealprep/shared/routes';

/** Every route of the remote: a path to visit and the Bahasa Malaysia title its page shows. */
const pages: Record<RouteIdOf<'admin'>, [path: string, title: string]> = {
  adminLogin: ['/admin/login', 'Log masuk pentadbir'],
  adminLogs: ['/admin/logs', 'Log ralat'],
  adminLog: ['/admin/logs/31', 'Entri log 31'],
  adminCustomers: ['/admin/customers', 'Mata ganjaran pelanggan'],
  adminCustomer: ['/admin/customers/7', 'Mata ganjaran pelanggan'],
  adminVouchers: ['/admin/vouchers', 'Baucar'],
  adminVoucher: ['/admin/vouchers/3', 'Baucar'],
  adminOutbox: ['/admin/outbox', 'Peti keluar'],
  adminOutboxMail: ['/admin/outbox/5', 'E-mel'],
  adminReleases: ['/admin/releases', 'Keluaran perisian'],
  adminOrders: ['/admin/orders', 'Papan pesanan'],
  adminProduction: ['/admin/production', 'Helaian pengeluaran'],
  adminPacking: ['/admin/packing', 'Pembungkusan dan serahan'],
  adminDispatch: ['/admin/dispatch', 'Penghantaran kurier'],
  adminMenu: ['/admin/menu', 'Menu hidangan'],
  adminMenuDish: ['/admin/menu/7', 'Menu hidangan'],
  adminStaff: ['/admin/staff', 'Kakitangan'],
  adminAudit: ['/admin/audit', 'Log audit'],
  adminRefunds: ['/admin/refunds', 'Bayaran balik perlu dibuat'],
  adminProblems: ['/admin/problems', 'Masalah dilaporkan'],
  adminSubscriptions: ['/admin/subscriptions', 'Langganan'],
  adminSubscriptionForecast: ['/admin/subscriptions/forecast', 'Ramalan langganan'],
};

describeRemoteRoutes(withPlatform(routesModule), pages);
