import { HStack, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload, LuRotateCw, LuUndo2, LuX, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import { canZoomIn, canZoomOut, type ViewerAction, type ViewerTransform } from './viewer-transform';

interface ViewerToolbarProps {
  transform: ViewerTransform;
  onAction: (action: ViewerAction) => void;
  onDownload: () => void;
  onClose: () => void;
}

/** Zoom out, zoom level, zoom in, rotate, reset, download and close. */
export function ViewerToolbar({ transform, onAction, onDownload, onClose }: ViewerToolbarProps) {
  return (
    <HStack
      gap="1"
      bg="blackAlpha.700"
      color="white"
      rounded="full"
      px="2"
      py="1"
      role="toolbar"
      aria-label="Image controls"
    >
      <ToolButton
        label="Zoom out"
        disabled={!canZoomOut(transform)}
        onClick={() => onAction('zoomOut')}
      >
        <LuZoomOut />
      </ToolButton>
      <Text fontSize="sm" minW="12" textAlign="center" aria-live="polite">
        {Math.round(transform.zoom * 100)}%
      </Text>
      <ToolButton
        label="Zoom in"
        disabled={!canZoomIn(transform)}
        onClick={() => onAction('zoomIn')}
      >
        <LuZoomIn />
      </ToolButton>
      <ToolButton label="Rotate" onClick={() => onAction('rotate')}>
        <LuRotateCw />
      </ToolButton>
      <ToolButton label="Reset" onClick={() => onAction('reset')}>
        <LuUndo2 />
      </ToolButton>
      <ToolButton label="Download" onClick={onDownload}>
        <LuDownload />
      </ToolButton>
      <ToolButton label="Close" onClick={onClose}>
        <LuX />
      </ToolButton>
    </HStack>
  );
}

interface ToolButtonProps {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, disabled = false, onClick, children }: ToolButtonProps) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      rounded="full"
      color="white"
      _hover={{ bg: 'whiteAlpha.300' }}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
