//===- dpagg/Support/PtxAsm.h - read PTX inline assembly -*- C++ -*-===//
//
// Part of DPAgg, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The statements of a PTX inline-assembly template, and what follows from
/// them. LLVM knows an `asm` call only by its attributes and constraints; a
/// call without `sideeffect` and without memory operands still counts as
/// having side effects (nothing says it returns), and its text may read
/// memory anyway (cuda_fp16.hpp's `ld.global.nc` templates have neither a
/// memory operand nor a clobber). Rules that need more read the text.
///
//===----------------------------------------------------------------------===//
#ifndef DPAGG_SUPPORT_PTXASM_H
#define DPAGG_SUPPORT_PTXASM_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace llvm {
class CallBase;
} // namespace llvm

namespace dpagg {

/// One statement of a template: a scope brace, a label, or an instruction
/// or directive up to its `;`.
struct PtxStatement {
  enum KindTy { Open, Close, Label, Instruction, Directive } Kind;
  /// The label's name; the instruction's opcode with its modifiers
  /// (`mul.f16`); the directive's name (`.reg`).
  std::string Head;
  /// The guard of a predicated instruction without its `@` (`p`, `!p`).
  std::string Guard;
  /// What follows the head, up to the `;` (operands, a directive's types).
  std::string Operands;

  /// The opcode without its modifiers (`mul`).
  llvm::StringRef opcode() const {
    return llvm::StringRef(Head).split('.').first;
  }
};

/// In a statement's text, an operand of the template (`$N`, `${N:m}`) reads
/// as OperandMark followed by its decimal number; `${:uid}` (clang's `%=`)
/// as UniqueMark. Neither can start an opcode, so an operand is never read
/// as one.
constexpr char OperandMark = '\x02';
constexpr char UniqueMark = '\x01';

/// The statements of a template, as far as they can be read.
struct PtxTemplate {
  llvm::SmallVector<PtxStatement, 8> Statements;
  /// The first reason, in reading order, the text is not well-formed, or
  /// "".
  std::string Error;
  /// Statements holds every statement of the text: it was read to its end,
  /// though its braces may not balance (a scope may be opened by one asm
  /// statement and closed by another).
  bool Complete = true;

  /// Stops reading, for \p Why.
  void stop(std::string Why) {
    if (Error.empty())
      Error = std::move(Why);
    Complete = false;
  }
};

/// Reads \p Asm, an inline-asm template in LLVM's syntax (`$0`, `$$`,
/// `${:uid}`), as PTX statements: comments (`//`, `/* */`) dropped,
/// newlines read as spaces, braces at the start of a statement read as
/// scopes (a brace inside an instruction's operands is a vector operand),
/// statements ending at `;`. The one reader of PTX text: every rule that
/// reads inline assembly asks it. What stops it: an unterminated comment
/// or string, a statement without `;`, a guard without a predicate, a
/// statement that starts with neither an opcode nor a directive, a template
/// escape other than an operand; what it reads past: unbalanced braces.
PtxTemplate readPtxTemplate(llvm::StringRef Asm);

/// Why running the inline-asm call \p CB in a thread that would otherwise
/// not run it could be observed, or "" if it cannot: the call is not
/// `sideeffect`, accesses no memory (no memory operand, no clobber,
/// memory(none)), and its text is only pure register computations
/// (PtxAsm.cpp has the list) that write only its own output operands and
/// the registers it declares.
std::string observablePtxAsmCall(const llvm::CallBase &CB);

/// The first statement of a template that a rule refuses, or why the
/// template cannot be read (then the rule refuses it whole).
struct RefusedStatement {
  /// The instruction's opcode (without modifiers) or the directive (with
  /// its `.`); empty if none.
  std::string Head;
  /// Why the template cannot be read; empty if it can.
  std::string Unreadable;
  explicit operator bool() const {
    return !Head.empty() || !Unreadable.empty();
  }
};

/// The first statement of the inline assembly \p Asm that may not fall
/// through to the IR after it (the thread-exit rule): an instruction not
/// known to (a `ret`, `exit`, `bra`, `call`, an unknown opcode), or a
/// directive that is no declaration (`.loc` ends at no `;`). Labels, guards
/// and braces fall through.
RefusedStatement leavingAsmStatement(llvm::StringRef Asm);

/// The first instruction of \p Asm that waits for other threads (a barrier,
/// a warp-synchronous instruction, `setmaxnreg`; InterThreadWaits).
RefusedStatement synchronizingAsmStatement(llvm::StringRef Asm);

/// Why inline assembly \p Asm may not be copied into an aggregated child
/// (it declares names or memory), or empty; with \p MemoryOnly, why it may
/// declare memory.
std::string inlineAsmDeclaration(llvm::StringRef Asm, bool MemoryOnly = false);

/// The first special register named in \p Asm that an aggregated child
/// cannot read as in its own launch, or empty.
std::string blockedAsmRegister(llvm::StringRef Asm);

/// Whether \p Asm names the symbol \p Name as a whole PTX identifier
/// (over-approximate: a comment that names it counts too).
bool asmNames(llvm::StringRef Asm, llvm::StringRef Name);

} // namespace dpagg

#endif // DPAGG_SUPPORT_PTXASM_H
