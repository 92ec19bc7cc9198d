import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AVATAR, type User } from '@vault/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { FormField } from '../../components/FormField';
import { toastError } from '../../components/toaster';
import { avatarFileError } from './avatar-file';
import { useRemoveAvatar, useUpdateProfile, useUploadAvatar } from './use-account';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function AvatarControls({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      toastError('Upload failed', problem);
      return;
    }
    upload.mutate(file);
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        Profile picture
      </Text>
      <input
        ref={input}
        type="file"
        accept={AVATAR.mimeTypes.join(',')}
        hidden
        data-testid="avatar-input"
        onChange={onChoose}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button
          variant="outline"
          loading={upload.isPending}
          loadingText="Uploading..."
          onClick={() => input.current?.click()}
        >
          <LuImagePlus aria-hidden="true" /> {user.avatarUrl ? 'Change picture' : 'Upload picture'}
        </Button>
        {user.avatarUrl ? (
          <Button
            variant="ghost"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            <LuTrash2 aria-hidden="true" /> Remove picture
          </Button>
        ) : null}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        JPEG, PNG, GIF or WebP, up to {AVATAR.maxBytes / (1024 * 1024)} MB. It is cropped to a
        square.
      </Text>
    </Stack>
  );
}

/** Names, e-mail and picture. An e-mail another account uses is refused by the server (409). */
export function EditProfileCard({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [emailError, setEmailError] = useState<string>();
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setEmailError('Email is required');
    if (!EMAIL_FORMAT.test(trimmed)) return setEmailError('Please enter a valid email address');
    setEmailError(undefined);
    update.mutate({
      firstName: firstName.trim() || null,
      lastName: lastName.trim() || null,
      email: trimmed,
    });
  };

  return (
    <Card.Root as="section" aria-labelledby="edit-profile-title">
      <Card.Header>
        <Card.Title as="h2" id="edit-profile-title">
          Edit Profile
        </Card.Title>
        <Card.Description>Your name and picture are shown only to you.</Card.Description>
      </Card.Header>
      <Card.Body gap="6">
        <AvatarControls user={user} />
        <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="First name">
                <Input
                  name="firstName"
                  autoComplete="given-name"
                  maxLength={100}
                  value={firstName}
                  onChange={(event) => setFirstName(event.target.value)}
                />
              </FormField>
              <FormField label="Last name">
                <Input
                  name="lastName"
                  autoComplete="family-name"
                  maxLength={100}
                  value={lastName}
                  onChange={(event) => setLastName(event.target.value)}
                />
              </FormField>
            </SimpleGrid>
            <FormField label="Email" error={emailError}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              alignSelf="flex-start"
              colorPalette="brand"
              loading={update.isPending}
              loadingText="Saving..."
            >
              Save Profile
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
