/* is-lock-free-per-target.c with -mcx16 on x86-64, where the plugin folds the 16-byte answer
   at compile time: the same table, so an object built with -mcx16 and one built without it
   (whose call reaches the runtime) answer alike.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-additional-options "-mcx16" } */
/* { dg-require-effective-target cx16 } */

#include "is-lock-free-per-target.c"
