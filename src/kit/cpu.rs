//! Running hot code compiled for the CPU's own instructions: ranking placements counts bits
//! (`popcnt`) and unranking deposits them (BMI2), neither in the baseline x86-64 target.
//! [`variants!`] writes a method twice: a body compiled as built, and the same body
//! compiled with the features enabled, called when the CPU has them. The body is
//! `#[inline(always)]`, so it is compiled into each variant with that variant's features.
//!
//! # Costs
//! A feature test per call (a cached load); the code of the body twice.

/// Whether this CPU has BMI2's bit deposit and gather (`false` off x86-64).
pub(crate) fn has_bmi2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("bmi2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Defines the method `$name(&self, ...)` (or `&mut self`) that runs the
/// `#[inline(always)]` method `$body(...)` compiled with the x86-64 features of the first
/// variant whose features the CPU has all of (through that variant's unsafe method), and
/// as built when it has none of them.
///
/// ```ignore
/// variants! {
///     /// What it does.
///     fn run(&self, chunk: usize) -> usize = run_body
///         with ["popcnt", "bmi2"] as run_bmi2
///         with ["popcnt"] as run_popcnt;
/// }
/// ```
macro_rules! variants {
    ($(#[$meta:meta])* $vis:vis fn $name:ident(&$self:ident $(, $arg:ident: $ty:ty)*) -> $ret:ty
        = $body:ident $($variants:tt)+) => {
        $crate::kit::cpu::variants!(@emit [$(#[$meta])*] $vis $name
            (&$self $(, $arg: $ty)*) ($($arg),*) $self $ret; $body $($variants)+);
    };
    ($(#[$meta:meta])* $vis:vis fn $name:ident(&mut $self:ident $(, $arg:ident: $ty:ty)*) -> $ret:ty
        = $body:ident $($variants:tt)+) => {
        $crate::kit::cpu::variants!(@emit [$(#[$meta])*] $vis $name
            (&mut $self $(, $arg: $ty)*) ($($arg),*) $self $ret; $body $($variants)+);
    };
    (@emit [$($meta:tt)*] $vis:vis $name:ident $params:tt $call:tt $self:ident $ret:ty;
        $body:ident $(with [$($feature:tt),+] as $variant:ident)+;) => {
        $($meta)*
        $vis fn $name $params -> $ret {
            #[cfg(target_arch = "x86_64")]
            {
                $(
                    if $(is_x86_feature_detected!($feature))&&+ {
                        // SAFETY: the CPU has every feature the variant is compiled for.
                        return unsafe { $self.$variant $call };
                    }
                )+
            }
            $self.$body $call
        }

        $(
            /// The same, compiled with features the CPU was found to have.
            #[cfg(target_arch = "x86_64")]
            #[target_feature($(enable = $feature),+)]
            unsafe fn $variant $params -> $ret {
                $self.$body $call
            }
        )+
    };
}
pub(crate) use variants;

#[cfg(test)]
mod tests {
    struct Counter(u32);

    impl Counter {
        #[inline(always)]
        fn ones_body(&self, extra: u32) -> u32 {
            self.0.count_ones() + extra
        }

        variants! {
            fn ones(&self, extra: u32) -> u32 = ones_body
                with ["popcnt", "bmi2"] as ones_bmi2
                with ["popcnt"] as ones_popcnt;
        }
    }

    #[test]
    fn both_variants_compute_the_same() {
        let counter = Counter(0b1011_0110);
        assert_eq!(counter.ones(1), 6);
        assert_eq!(counter.ones_body(1), 6);
    }
}
