//go:build !purego

#include "textflag.h"

// func SkipVector(s string, i int, c *Class) int
//
// A byte b is in the class when Lo[b&15] & Hi[b>>4] != 0: VTBL looks up
// both nibbles of sixteen bytes at once. NEON has no instruction that
// gathers a bit of each byte, so each byte's verdict is kept as two bits
// of a 32-bit word, by masking with 1, 4, 16, 64 in each group of four
// bytes and adding pairs twice. The caller promises a string of at least
// sixteen bytes, so that the last block, the sixteen bytes that end s,
// lies within s; no load reads outside s.
TEXT ·SkipVector(SB), NOSPLIT, $0-40
	MOVD	s_base+0(FP), R0
	MOVD	s_len+8(FP), R1
	MOVD	i+16(FP), R2
	MOVD	c+24(FP), R3   // the Class: Lo at offset 256, Hi at 272 (TestClassLayout)
	ADD	$256, R3, R3
	ADD	$16, R3, R4

	// V1, V2: the tables; V3: 0x0f in every byte; V4: zero; V5: the
	// bits 1, 4, 16, 64 of each group of four bytes.
	VLD1	(R3), [V1.B16]
	VLD1	(R4), [V2.B16]
	VMOVI	$15, V3.B16
	VEOR	V4.B16, V4.B16, V4.B16
	MOVD	$0x40100401, R5
	VMOV	R5, V5.S4

block:
	// Sixteen bytes a step while as many are left.
	ADD	$16, R2, R6
	CMP	R1, R6
	BGT	last
	ADD	R0, R2, R7
	VLD1	(R7), [V0.B16]
	VAND	V3.B16, V0.B16, V6.B16   // the low nibbles
	VUSHR	$4, V0.B16, V7.B16       // the high nibbles
	VTBL	V6.B16, [V1.B16], V6.B16 // lo[low nibble]
	VTBL	V7.B16, [V2.B16], V7.B16 // hi[high nibble]
	VAND	V6.B16, V7.B16, V6.B16   // not zero where the byte is in the class
	VCMEQ	V4.B16, V6.B16, V6.B16   // 0xff where it is not
	VAND	V5.B16, V6.B16, V6.B16   // byte k keeps bit 2(k%4)
	VADDP	V6.B16, V6.B16, V6.B16   // pairs: 8 bytes
	VADDP	V6.B16, V6.B16, V6.B16   // pairs again: bit 2k of word 0 is byte k
	VMOV	V6.S[0], R8
	CBNZW	R8, found
	MOVD	R6, R2
	B	block

last:
	// Fewer than sixteen left: the sixteen bytes that end s, of which the
	// first i-w, before i, are not looked at.
	CMP	R1, R2
	BEQ	end
	SUB	$16, R1, R9              // w, where the block begins
	ADD	R0, R9, R7
	VLD1	(R7), [V0.B16]
	VAND	V3.B16, V0.B16, V6.B16
	VUSHR	$4, V0.B16, V7.B16
	VTBL	V6.B16, [V1.B16], V6.B16
	VTBL	V7.B16, [V2.B16], V7.B16
	VAND	V6.B16, V7.B16, V6.B16
	VCMEQ	V4.B16, V6.B16, V6.B16
	VAND	V5.B16, V6.B16, V6.B16
	VADDP	V6.B16, V6.B16, V6.B16
	VADDP	V6.B16, V6.B16, V6.B16
	VMOV	V6.S[0], R8
	SUB	R9, R2, R10              // i-w, below 16
	LSL	$1, R10, R10
	LSRW	R10, R8, R8              // bit 2k: byte i+k
	CBNZW	R8, found

end:
	MOVD	R1, ret+32(FP)
	RET

found:
	// The lowest bit set, halved, is the first byte not in the class.
	RBITW	R8, R8
	CLZW	R8, R8
	ADD	R8>>1, R2, R2
	MOVD	R2, ret+32(FP)
	RET
