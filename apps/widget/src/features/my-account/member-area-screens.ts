// The member area's screens in one chunk: the entry holds one loader for the three routes, not three
// (the results page's JavaScript budget counts the entry, decision 033).
export { MemberDeletedScreen } from './member-deleted-screen.tsx';
export { MyAccountScreen } from './my-account-screen.tsx';
export { ReviewReservationScreen } from './review-reservation-screen.tsx';
