import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/**
 * A password field with a button that shows or hides what was typed. A width limit applies to the
 * group, so the button stays at the field's end rather than the container's.
 */
export function PasswordInput({ maxW, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      maxW={maxW}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
      endElementProps={{ px: '1' }}
    >
      <Input type={visible ? 'text' : 'password'} pe="10" {...props} />
    </InputGroup>
  );
}
