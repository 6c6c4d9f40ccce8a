//go:build !purego

#include "textflag.h"

// func cpuid(eax, ecx uint32) (a, b, c, d uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL	eax+0(FP), AX
	MOVL	ecx+4(FP), CX
	CPUID
	MOVL	AX, a+8(FP)
	MOVL	BX, b+12(FP)
	MOVL	CX, c+16(FP)
	MOVL	DX, d+20(FP)
	RET

// func xgetbv() (eax, edx uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-8
	MOVL	$0, CX
	XGETBV
	MOVL	AX, eax+0(FP)
	MOVL	DX, edx+4(FP)
	RET

// func SkipVector(s string, i int, c *Class) int
//
// A byte b is in the class when Lo[b&15] & Hi[b>>4] != 0: VPSHUFB looks up
// both nibbles of every byte of a block at once. Each step reads the block
// at w = min(i, len(s)-32), the bytes before i masked off by a shift, so
// that where the run ends in the string decides no branch, and no load
// reads outside s: the caller promises at least sixteen bytes (Vector), a
// string shorter than thirty-two is read sixteen bytes a step.
TEXT ·SkipVector(SB), NOSPLIT, $0-40
	MOVQ	s_base+0(FP), SI
	MOVQ	s_len+8(FP), DX
	MOVQ	i+16(FP), AX
	MOVQ	c+24(FP), BX   // the Class: Lo at offset 256, Hi at 272 (TestClassLayout)

	// Y1 and Y2: the tables, in both 128-bit lanes (VPSHUFB looks up
	// within a lane); Y3: 0x0f in every byte; Y4: zero.
	VBROADCASTI128	256(BX), Y1
	VBROADCASTI128	272(BX), Y2
	MOVL	$0x0f0f0f0f, CX
	MOVL	CX, X3
	VPBROADCASTD	X3, Y3
	VPXOR	Y4, Y4, Y4
	CMPQ	DX, $32
	JLT	block16

block32:
	LEAQ	-32(DX), R9
	CMPQ	AX, R9
	CMOVQLT	AX, R9         // w = min(i, len(s)-32)
	VMOVDQU	(SI)(R9*1), Y0
	VPSRLW	$4, Y0, Y5     // the high nibbles, above them bits of the next byte
	VPAND	Y3, Y0, Y0     // the low nibbles
	VPAND	Y3, Y5, Y5     // the high nibbles alone
	VPSHUFB	Y0, Y1, Y0     // Lo[low nibble]
	VPSHUFB	Y5, Y2, Y5     // Hi[high nibble]
	VPAND	Y5, Y0, Y0     // not zero where the byte is in the class
	VPCMPEQB	Y4, Y0, Y0 // 0xff where it is not
	VPMOVMSKB	Y0, R10    // bit k: byte w+k is not in the class
	MOVQ	AX, CX
	SUBQ	R9, CX         // i-w, at most 32
	SHRQ	CX, R10        // bit k: byte i+k
	TESTQ	R10, R10
	JNZ	found
	LEAQ	32(R9), AX     // every byte to w+32 is in the class
	CMPQ	AX, DX
	JLT	block32
	JMP	done

block16:
	// The same, sixteen bytes a step, in the low lanes.
	LEAQ	-16(DX), R9
	CMPQ	AX, R9
	CMOVQLT	AX, R9         // w = min(i, len(s)-16)
	VMOVDQU	(SI)(R9*1), X0
	VPSRLW	$4, X0, X5
	VPAND	X3, X0, X0
	VPAND	X3, X5, X5
	VPSHUFB	X0, X1, X0
	VPSHUFB	X5, X2, X5
	VPAND	X5, X0, X0
	VPCMPEQB	X4, X0, X0
	VPMOVMSKB	X0, R10
	MOVQ	AX, CX
	SUBQ	R9, CX
	SHRQ	CX, R10
	TESTQ	R10, R10
	JNZ	found
	LEAQ	16(R9), AX
	CMPQ	AX, DX
	JLT	block16

done:
	VZEROUPPER
	MOVQ	AX, ret+32(FP)
	RET

found:
	// The lowest bit set is the first byte from i on not in the class.
	BSFQ	R10, R10
	ADDQ	R10, AX
	VZEROUPPER
	MOVQ	AX, ret+32(FP)
	RET
