import { defineMessages } from '../catalogue';

/** Messages of study groups, their leaderboards and challenges (decision 020). */
export const communityMessages = defineMessages({
  groupNameRequired: 'Group name is required',
  groupNameTooLong: 'A group name can be at most 100 characters',
  groupDescriptionRequired: 'Description is required',
  groupDescriptionTooLong: 'A description can be at most 1000 characters',
  maxMembersRange: 'A group can have between 2 and 500 members',
  groupCodeRequired: 'Please enter a group code',
  groupCodeTooLong: 'A group code is at most 20 characters',
  groupCodeNotFound: 'No group has this code',
  alreadyGroupMember: 'You are already a member of this group',
  groupFull: 'This group is full: it has reached its member limit',
  ownerCannotLeave: 'As the owner you cannot leave your group; delete it instead',
  onlyOwnerCanDelete: 'Only the group owner can delete the group',
  onlyOwnerCanManageChallenges: 'Only the group owner can set or remove challenges',
  groupCreated: 'Group created successfully!',
  groupJoined: 'Successfully joined group!',
  groupLeft: 'You have left the group',
  groupDeleted: 'The group has been deleted',
  challengeNameRequired: 'Challenge name is required',
  challengeTypeInvalid: 'Choose one of the challenge types',
  challengeTargetRange: 'The target must be a whole number from 1 to 100000',
  challengeDatesOrder: 'The end date must not be before the start date',
  challengeTooLong: 'A challenge can last at most 366 days',
  challengeNotFound: 'Challenge not found',
  challengeDeleted: 'The challenge has been removed',
  // Weekly goals (decision 021).
  prayersTargetRange: 'The weekly prayers target must be between 1 and 35',
  schoolTargetRange: 'The weekly Islamic School target must be between 0 and 7',
  learningTargetRange: 'The weekly learning target must be between 1 and 21',
  goalsEmpty: 'Choose at least one target to change',
});
