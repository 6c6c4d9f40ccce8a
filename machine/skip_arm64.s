//go:build !purego

#include "textflag.h"

// func SkipVector(s string, i int, c *Class) int
//
// A byte b is in the class when Lo[b&15] & Hi[b>>4] != 0: VTBL looks up
// both nibbles of sixteen bytes at once. NEON has no instruction that
// gathers a bit of each byte, so each byte's verdict is kept as two bits
// of a 32-bit word, by masking with 1, 4, 16, 64 in each group of four
// bytes and adding pairs twice. Each step reads the block at
// w = min(i, len(s)-16), the bytes before i masked off by a shift, so that
// where the run ends in the string decides no branch, and no load reads
// outside s: the caller promises at least sixteen bytes (Vector).
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
	SUB	$16, R1, R11             // len(s)-16

block:
	CMP	R11, R2
	CSEL	LT, R2, R11, R9          // w = min(i, len(s)-16)
	ADD	R0, R9, R7
	VLD1	(R7), [V0.B16]
	VAND	V3.B16, V0.B16, V6.B16   // the low nibbles
	VUSHR	$4, V0.B16, V7.B16       // the high nibbles
	VTBL	V6.B16, [V1.B16], V6.B16 // Lo[low nibble]
	VTBL	V7.B16, [V2.B16], V7.B16 // Hi[high nibble]
	VAND	V6.B16, V7.B16, V6.B16   // not zero where the byte is in the class
	VCMEQ	V4.B16, V6.B16, V6.B16   // 0xff where it is not
	VAND	V5.B16, V6.B16, V6.B16   // byte k keeps bit 2(k%4)
	VADDP	V6.B16, V6.B16, V6.B16   // pairs: 8 bytes
	VADDP	V6.B16, V6.B16, V6.B16   // pairs again: bit 2k of word 0 is byte w+k
	VMOV	V6.S[0], R8              // zero-extended to 64 bits
	SUB	R9, R2, R10              // i-w, at most 16
	LSL	$1, R10, R10
	LSR	R10, R8, R8              // bit 2k: byte i+k
	CBNZ	R8, found
	ADD	$16, R9, R2              // every byte to w+16 is in the class
	CMP	R1, R2
	BLT	block
	MOVD	R2, ret+32(FP)
	RET

found:
	// The lowest bit set, halved, is the first byte from i on not in the
	// class.
	RBIT	R8, R8
	CLZ	R8, R8
	ADD	R8>>1, R2, R2
	MOVD	R2, ret+32(FP)
	RET
