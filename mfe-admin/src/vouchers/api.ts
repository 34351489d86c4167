import { apiPaths, baseApi } from '@mealprep/shared/api';
import type { AdminVoucher, VoucherWithUses } from '@mealprep/shared/staff/contracts';
import type { VoucherAdminRequest } from '@mealprep/shared/validation';

const vouchersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vouchers: build.query<AdminVoucher[], void>({
      query: () => ({ url: apiPaths.adminVouchers, options: { showError: false } }),
      providesTags: ['Vouchers'],
    }),
    voucherUses: build.query<VoucherWithUses, string>({
      query: (id) => ({ url: apiPaths.adminVoucherUses(id), options: { showError: false } }),
      providesTags: ['Vouchers'],
    }),
    /** Creates a voucher (no id) or saves one; the form puts a refusal on its fields. */
    saveVoucher: build.mutation<AdminVoucher, { id?: number; body: VoucherAdminRequest }>({
      query: ({ id, body }) => ({
        url: id === undefined ? apiPaths.adminVouchers : apiPaths.adminVoucher(id),
        method: 'POST',
        body,
        options: { showError: false },
      }),
      invalidatesTags: ['Vouchers'],
    }),
  }),
});

export const { useVouchersQuery, useVoucherUsesQuery, useSaveVoucherMutation } = vouchersApi;
