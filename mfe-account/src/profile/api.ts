import { apiPaths, baseApi, type ApiRequest } from '@mealprep/shared/api';
import type { Profile } from '@mealprep/shared/plan/contracts';
import { profileLoaded } from '@mealprep/shared/store';
import type { ChangePasswordRequest, ProfileUpdateRequest } from '@mealprep/shared/validation';

/**
 * The signed-in customer's profile lives in the session (the shell's `auth` slice): a change
 * answered with the new profile puts it there, as sign-in does, and marks `Profile` stale.
 */
async function storeProfile(
  dispatch: (action: ReturnType<typeof profileLoaded>) => unknown,
  fulfilled: Promise<{ data: Profile }>,
) {
  try {
    const { data } = await fulfilled;
    dispatch(profileLoaded(data));
  } catch {
    // Refused: the form shows why; the session keeps the profile it had.
  }
}

const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `options`: the details form shows a refusal on its fields; the switch lets it toast. */
    updateProfile: build.mutation<
      Profile,
      { body: ProfileUpdateRequest; options?: ApiRequest['options'] }
    >({
      query: ({ body, options }) => ({ url: apiPaths.profile, method: 'POST', body, options }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeProfile(dispatch, queryFulfilled),
    }),
    uploadPicture: build.mutation<Profile, File>({
      query: (image) => ({
        url: apiPaths.profilePicture,
        method: 'POST',
        body: { image },
        options: { asForm: true, showError: false },
      }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        storeProfile(dispatch, queryFulfilled),
    }),
    changePassword: build.mutation<unknown, ChangePasswordRequest>({
      query: (body) => ({
        url: apiPaths.password,
        method: 'POST',
        body,
        options: { showError: false },
      }),
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadPictureMutation, useChangePasswordMutation } =
  profileApi;
