CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."coach_management_entity_type" AS ENUM('player', 'team', 'esports_team');--> statement-breakpoint
CREATE TYPE "public"."coach_management_status" AS ENUM('active', 'inactive', 'terminated');--> statement-breakpoint
CREATE TYPE "public"."coach_role" AS ENUM('head_coach', 'assistant_coach', 'fitness_coach', 'mental_coach', 'analyst');--> statement-breakpoint
CREATE TYPE "public"."federation_recognition_level" AS ENUM('none', 'local', 'national', 'international', 'olympic');--> statement-breakpoint
CREATE TYPE "public"."federation_type" AS ENUM('local', 'state', 'national', 'international', 'continental');--> statement-breakpoint
CREATE TYPE "public"."league_format" AS ENUM('round_robin', 'knockout', 'swiss', 'groups', 'ladder', 'custom');--> statement-breakpoint
CREATE TYPE "public"."league_status" AS ENUM('planning', 'registration', 'ongoing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."league_type" AS ENUM('local', 'regional', 'national', 'international', 'youth', 'amateur', 'professional');--> statement-breakpoint
CREATE TYPE "public"."investment_deal_status" AS ENUM('prospecting', 'due_diligence', 'negotiation', 'closed', 'active', 'exited', 'failed');--> statement-breakpoint
CREATE TYPE "public"."investment_deal_target_type" AS ENUM('team', 'league', 'federation', 'venue', 'startup', 'player', 'esports_org', 'technology');--> statement-breakpoint
CREATE TYPE "public"."investment_deal_type" AS ENUM('equity', 'debt', 'convertible', 'revenue_share', 'sponsorship', 'acquisition');--> statement-breakpoint
CREATE TYPE "public"."investor_preferred_stage" AS ENUM('seed', 'early', 'growth', 'expansion', 'mature');--> statement-breakpoint
CREATE TYPE "public"."investor_type" AS ENUM('individual', 'vc', 'pe', 'corporate', 'angel', 'institutional');--> statement-breakpoint
CREATE TYPE "public"."sponsor_type" AS ENUM('title', 'presenting', 'official', 'partner', 'supplier', 'media');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_deal_entity_type" AS ENUM('team', 'league', 'federation', 'venue', 'event', 'player', 'esports_team', 'esports_org');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_deal_status" AS ENUM('draft', 'negotiation', 'active', 'expired', 'terminated', 'renewed');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_deal_type" AS ENUM('title', 'presenting', 'official', 'kit', 'venue_naming', 'event', 'player_endorsement');--> statement-breakpoint
CREATE TYPE "public"."esports_tournament_format" AS ENUM('single_elimination', 'double_elimination', 'round_robin', 'swiss', 'groups');--> statement-breakpoint
CREATE TYPE "public"."esports_tournament_participant_status" AS ENUM('registered', 'checked_in', 'playing', 'eliminated', 'winner', 'disqualified');--> statement-breakpoint
CREATE TYPE "public"."esports_tournament_status" AS ENUM('upcoming', 'registration', 'ongoing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."esports_tournament_type" AS ENUM('online', 'offline', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."electronic_game_competitive_scene" AS ENUM('inactive', 'amateur', 'semi_pro', 'professional', 'major');--> statement-breakpoint
CREATE TYPE "public"."electronic_game_genre" AS ENUM('fps', 'moba', 'rts', 'sports', 'fighting', 'racing', 'battle_royale', 'card', 'other');--> statement-breakpoint
CREATE TYPE "public"."esports_organization_type" AS ENUM('amateur', 'semi_pro', 'professional', 'franchise');--> statement-breakpoint
CREATE TYPE "public"."esports_team_status" AS ENUM('active', 'inactive', 'disbanded', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."game_participant_status" AS ENUM('invited', 'accepted', 'declined', 'waitlist');--> statement-breakpoint
CREATE TYPE "public"."game_status" AS ENUM('upcoming', 'ongoing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."skill_level" AS ENUM('beginner', 'intermediate', 'advanced', 'expert');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('free', 'basic', 'pro', 'premium', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('player', 'venue_owner', 'team_manager', 'league_admin', 'federation_official', 'sponsor', 'fan', 'esports_player', 'investor', 'coach');--> statement-breakpoint
CREATE TYPE "public"."verification_badge" AS ENUM('none', 'player', 'venue', 'team', 'league', 'federation', 'sponsor', 'investor', 'esports');--> statement-breakpoint
CREATE TYPE "public"."chat_message_type" AS ENUM('text', 'image', 'file');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('booking', 'game', 'team', 'social', 'payment');--> statement-breakpoint
CREATE TYPE "public"."follow_entity_type" AS ENUM('team', 'league', 'federation', 'venue', 'esports_team', 'esports_org', 'sponsor');--> statement-breakpoint
CREATE TYPE "public"."team_member_role" AS ENUM('member', 'captain', 'admin', 'coach', 'staff');--> statement-breakpoint
CREATE TYPE "public"."team_type" AS ENUM('amateur', 'semi_pro', 'professional', 'youth', 'recreational');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"sport_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"payment_provider" varchar(20) DEFAULT 'test' NOT NULL,
	"stripe_payment_intent_id" varchar(255),
	"qr_code" text,
	"notes" text,
	"hold_expires_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_time_range_check" CHECK ("bookings"."end_time" > "bookings"."start_time"),
	CONSTRAINT "bookings_total_amount_check" CHECK ("bookings"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"venue_id" uuid,
	"user_id" uuid,
	"game_id" uuid,
	"booking_id" uuid,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_target_check" CHECK (num_nonnulls("reviews"."venue_id", "reviews"."user_id", "reviews"."game_id") >= 1),
	CONSTRAINT "reviews_not_self_check" CHECK ("reviews"."reviewer_id" <> "reviews"."user_id")
);
--> statement-breakpoint
CREATE TABLE "coach_management" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"entity_type" "coach_management_entity_type" NOT NULL,
	"entity_id" uuid NOT NULL,
	"role" "coach_role" NOT NULL,
	"specialization" varchar(100),
	"start_date" date,
	"end_date" date,
	"achievements" jsonb,
	"status" "coach_management_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_management_date_range_check" CHECK ("coach_management"."end_date" >= "coach_management"."start_date")
);
--> statement-breakpoint
CREATE TABLE "federations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"acronym" varchar(20),
	"description" text,
	"sport_id" integer,
	"president_id" uuid,
	"federation_type" "federation_type",
	"country" varchar(2),
	"region" varchar(100),
	"established_date" date,
	"headquarters" varchar(255),
	"email" varchar(255),
	"phone_number" varchar(30),
	"website" text,
	"board_members" jsonb,
	"committees" jsonb,
	"regulations" jsonb,
	"member_clubs_count" integer DEFAULT 0 NOT NULL,
	"registered_players_count" integer DEFAULT 0 NOT NULL,
	"affiliated_leagues" jsonb,
	"is_recognized" boolean DEFAULT false NOT NULL,
	"recognition_level" "federation_recognition_level" DEFAULT 'none' NOT NULL,
	"certifications" jsonb,
	"logo" text,
	"official_colors" jsonb,
	"social_media" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federations_member_clubs_count_check" CHECK ("federations"."member_clubs_count" >= 0),
	CONSTRAINT "federations_registered_players_check" CHECK ("federations"."registered_players_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"sport_id" integer NOT NULL,
	"federation_id" uuid,
	"admin_id" uuid,
	"league_type" "league_type",
	"season" varchar(50),
	"start_date" date,
	"end_date" date,
	"format" "league_format",
	"max_teams" integer,
	"current_teams" integer DEFAULT 0 NOT NULL,
	"rules" jsonb,
	"eligibility_criteria" jsonb,
	"registration_fee" numeric(10, 2),
	"prize_money" numeric(14, 2),
	"logo" text,
	"cover_image" text,
	"website" text,
	"social_media" jsonb,
	"status" "league_status" DEFAULT 'planning' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"viewership" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_date_range_check" CHECK ("leagues"."end_date" >= "leagues"."start_date"),
	CONSTRAINT "leagues_max_teams_check" CHECK ("leagues"."max_teams" > 0),
	CONSTRAINT "leagues_current_teams_check" CHECK ("leagues"."current_teams" >= 0 and ("leagues"."max_teams" is null or "leagues"."current_teams" <= "leagues"."max_teams")),
	CONSTRAINT "leagues_money_check" CHECK ("leagues"."registration_fee" >= 0 and "leagues"."prize_money" >= 0),
	CONSTRAINT "leagues_followers_count_check" CHECK ("leagues"."followers_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "investment_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_id" uuid NOT NULL,
	"target_type" "investment_deal_target_type" NOT NULL,
	"target_id" uuid,
	"deal_name" varchar(255) NOT NULL,
	"investment_type" "investment_deal_type",
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"valuation" numeric(14, 2),
	"ownership_percentage" numeric(5, 2),
	"terms" jsonb,
	"milestones" jsonb,
	"exit_strategy" text,
	"board_seat" boolean DEFAULT false NOT NULL,
	"due_diligence" jsonb,
	"risk_assessment" jsonb,
	"status" "investment_deal_status" DEFAULT 'prospecting' NOT NULL,
	"closing_date" date,
	"exit_date" date,
	"roi" numeric(7, 2),
	"documents" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_deals_amount_check" CHECK ("investment_deals"."amount" >= 0 and "investment_deals"."valuation" >= 0),
	CONSTRAINT "investment_deals_ownership_check" CHECK ("investment_deals"."ownership_percentage" between 0 and 100),
	CONSTRAINT "investment_deals_date_range_check" CHECK ("investment_deals"."exit_date" >= "investment_deals"."closing_date")
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"investor_name" varchar(255) NOT NULL,
	"investor_type" "investor_type",
	"investment_focus" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_investment" numeric(14, 2),
	"maximum_investment" numeric(14, 2),
	"preferred_stage" "investor_preferred_stage",
	"preferred_sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"investment_criteria" jsonb,
	"portfolio_companies" jsonb,
	"exit_strategy" text,
	"bio" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"linkedin_profile" text,
	"website" text,
	"is_accredited" boolean DEFAULT false NOT NULL,
	"accreditation_documents" jsonb,
	"track_record" jsonb,
	"references" jsonb,
	"total_invested" numeric(14, 2) DEFAULT '0' NOT NULL,
	"active_investments" integer DEFAULT 0 NOT NULL,
	"successful_exits" integer DEFAULT 0 NOT NULL,
	"average_roi" numeric(7, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investors_investment_range_check" CHECK (coalesce("investors"."minimum_investment", 0) >= 0 and "investors"."maximum_investment" >= coalesce("investors"."minimum_investment", 0)),
	CONSTRAINT "investors_counts_check" CHECK ("investors"."active_investments" >= 0 and "investors"."successful_exits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"industry" varchar(100),
	"description" text,
	"sponsor_type" "sponsor_type",
	"sponsorship_budget" numeric(14, 2),
	"preferred_sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_demographics" jsonb,
	"marketing_objectives" jsonb,
	"website" text,
	"contact_email" varchar(255),
	"contact_phone" varchar(30),
	"headquarters" varchar(255),
	"logo" text,
	"brand_guidelines" jsonb,
	"marketing_assets" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_documents" jsonb,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"active_deals" integer DEFAULT 0 NOT NULL,
	"total_investment" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reach_metrics" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsors_rating_check" CHECK ("sponsors"."rating" between 0 and 5),
	CONSTRAINT "sponsors_active_deals_check" CHECK ("sponsors"."active_deals" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsorship_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"entity_type" "sponsorship_deal_entity_type" NOT NULL,
	"entity_id" uuid NOT NULL,
	"deal_name" varchar(255) NOT NULL,
	"deal_type" "sponsorship_deal_type",
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"start_date" date,
	"end_date" date,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"contract_terms" jsonb,
	"deliverables" jsonb,
	"rights_granted" jsonb,
	"exclusivity" boolean DEFAULT false NOT NULL,
	"kpis" jsonb,
	"performance_metrics" jsonb,
	"status" "sponsorship_deal_status" DEFAULT 'draft' NOT NULL,
	"signed_date" date,
	"documents" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_deals_amount_check" CHECK ("sponsorship_deals"."amount" >= 0),
	CONSTRAINT "sponsorship_deals_date_range_check" CHECK ("sponsorship_deals"."end_date" >= "sponsorship_deals"."start_date")
);
--> statement-breakpoint
CREATE TABLE "esports_tournament_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"seed" integer,
	"placement" integer,
	"prize_won" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" "esports_tournament_participant_status" DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esports_tournament_participants_seed_check" CHECK ("esports_tournament_participants"."seed" > 0),
	CONSTRAINT "esports_tournament_participants_placement_check" CHECK ("esports_tournament_participants"."placement" > 0),
	CONSTRAINT "esports_tournament_participants_prize_won_check" CHECK ("esports_tournament_participants"."prize_won" >= 0)
);
--> statement-breakpoint
CREATE TABLE "esports_tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"game_id" uuid NOT NULL,
	"organizer_id" uuid,
	"tournament_type" "esports_tournament_type",
	"format" "esports_tournament_format",
	"start_date" date,
	"end_date" date,
	"venue" varchar(255),
	"region" varchar(50),
	"max_teams" integer,
	"current_teams" integer DEFAULT 0 NOT NULL,
	"entry_fee" numeric(10, 2) DEFAULT '0' NOT NULL,
	"prize_pool" numeric(14, 2) DEFAULT '0' NOT NULL,
	"prize_distribution" jsonb,
	"rules" jsonb,
	"map_pool" jsonb,
	"schedule" jsonb,
	"brackets" jsonb,
	"stream_links" jsonb,
	"broadcast_rights" jsonb,
	"commentators" jsonb,
	"sponsors" jsonb,
	"partners" jsonb,
	"status" "esports_tournament_status" DEFAULT 'upcoming' NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"viewership" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esports_tournaments_date_range_check" CHECK ("esports_tournaments"."end_date" >= "esports_tournaments"."start_date"),
	CONSTRAINT "esports_tournaments_max_teams_check" CHECK ("esports_tournaments"."max_teams" > 0),
	CONSTRAINT "esports_tournaments_current_teams_check" CHECK ("esports_tournaments"."current_teams" >= 0 and ("esports_tournaments"."max_teams" is null or "esports_tournaments"."current_teams" <= "esports_tournaments"."max_teams")),
	CONSTRAINT "esports_tournaments_money_check" CHECK ("esports_tournaments"."entry_fee" >= 0 and "esports_tournaments"."prize_pool" >= 0)
);
--> statement-breakpoint
CREATE TABLE "electronic_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"genre" "electronic_game_genre",
	"platform" text[] DEFAULT '{}'::text[] NOT NULL,
	"developer" varchar(255),
	"publisher" varchar(255),
	"release_date" date,
	"esrb_rating" varchar(10),
	"is_esports_title" boolean DEFAULT false NOT NULL,
	"competitive_scene" "electronic_game_competitive_scene",
	"prize_pools" jsonb,
	"major_tournaments" jsonb,
	"logo" text,
	"cover_image" text,
	"gameplay_videos" jsonb,
	"active_players_count" integer DEFAULT 0 NOT NULL,
	"registered_teams_count" integer DEFAULT 0 NOT NULL,
	"total_prize_pool" numeric(14, 2) DEFAULT '0' NOT NULL,
	"viewership" bigint DEFAULT 0 NOT NULL,
	"official_website" text,
	"steam_id" varchar(50),
	"twitch_category" varchar(100),
	"social_media" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "electronic_games_title_unique" UNIQUE("title"),
	CONSTRAINT "electronic_games_counts_check" CHECK ("electronic_games"."active_players_count" >= 0 and "electronic_games"."registered_teams_count" >= 0 and "electronic_games"."viewership" >= 0)
);
--> statement-breakpoint
CREATE TABLE "esports_organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"acronym" varchar(20),
	"owner_id" uuid,
	"description" text,
	"founded_date" date,
	"headquarters" varchar(255),
	"organization_type" "esports_organization_type",
	"revenue" numeric(14, 2),
	"valuation" numeric(14, 2),
	"investors" jsonb,
	"total_teams" integer DEFAULT 0 NOT NULL,
	"total_players" integer DEFAULT 0 NOT NULL,
	"games_represented" text[] DEFAULT '{}'::text[] NOT NULL,
	"training_facility" text,
	"gaming_house" text,
	"logo" text,
	"brand_colors" jsonb,
	"merchandise" jsonb,
	"website" text,
	"social_media" jsonb,
	"main_sponsors" jsonb,
	"partnerships" jsonb,
	"major_titles" jsonb,
	"hall_of_fame" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esports_organizations_counts_check" CHECK ("esports_organizations"."total_teams" >= 0 and "esports_organizations"."total_players" >= 0)
);
--> statement-breakpoint
CREATE TABLE "esports_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"tag" varchar(10),
	"game_id" uuid NOT NULL,
	"organization_id" uuid,
	"captain_id" uuid,
	"coach_id" uuid,
	"region" varchar(50),
	"division" varchar(50),
	"ranking" integer,
	"mmr" integer,
	"matches_played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"win_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tournament_wins" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(14, 2) DEFAULT '0' NOT NULL,
	"roster" jsonb,
	"substitutes" jsonb,
	"staff" jsonb,
	"logo" text,
	"jersey_design" text,
	"social_media" jsonb,
	"streaming_schedule" jsonb,
	"sponsorships" jsonb,
	"status" "esports_team_status" DEFAULT 'active' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esports_teams_record_check" CHECK ("esports_teams"."matches_played" >= 0 and "esports_teams"."wins" >= 0 and "esports_teams"."losses" >= 0 and "esports_teams"."tournament_wins" >= 0 and "esports_teams"."wins" + "esports_teams"."losses" <= "esports_teams"."matches_played"),
	CONSTRAINT "esports_teams_win_rate_check" CHECK ("esports_teams"."win_rate" between 0 and 100),
	CONSTRAINT "esports_teams_ranking_check" CHECK ("esports_teams"."ranking" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "game_participant_status" DEFAULT 'accepted' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"sport_id" integer NOT NULL,
	"venue_id" uuid,
	"organizer_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"max_players" integer NOT NULL,
	"current_players" integer DEFAULT 0 NOT NULL,
	"skill_level" "skill_level",
	"cost" numeric(8, 2) DEFAULT '0' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"status" "game_status" DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_max_players_check" CHECK ("games"."max_players" > 0),
	CONSTRAINT "games_current_players_check" CHECK ("games"."current_players" between 0 and "games"."max_players"),
	CONSTRAINT "games_cost_check" CHECK ("games"."cost" >= 0),
	CONSTRAINT "games_time_range_check" CHECK ("games"."end_time" is null or "games"."end_time" > "games"."start_time")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"password" text NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"username" varchar(50),
	"bio" text,
	"location" varchar(255),
	"user_type" "user_type" DEFAULT 'fan' NOT NULL,
	"roles" text[] DEFAULT ARRAY['fan']::text[] NOT NULL,
	"skill_level" "skill_level",
	"favorite_sport" varchar(50),
	"player_stats" jsonb,
	"is_venue_owner" boolean DEFAULT false NOT NULL,
	"is_team_manager" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_badge" "verification_badge" DEFAULT 'none' NOT NULL,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"subscription_tier" "subscription_tier" DEFAULT 'free' NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"reputation_score" integer DEFAULT 0 NOT NULL,
	"settings" jsonb,
	"notification_preferences" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "demo_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"user_type" varchar(50) NOT NULL,
	"sport" varchar(50),
	"skill_level" varchar(50),
	"address" text,
	"city" varchar(100),
	"country" varchar(100),
	"latitude" double precision,
	"longitude" double precision,
	"avatar" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_users_latitude_check" CHECK ("demo_users"."latitude" between -90 and 90),
	CONSTRAINT "demo_users_longitude_check" CHECK ("demo_users"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid,
	"team_id" uuid,
	"game_id" uuid,
	"content" text NOT NULL,
	"message_type" "chat_message_type" DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_channel_check" CHECK (num_nonnulls("chat_messages"."receiver_id", "chat_messages"."team_id", "chat_messages"."game_id") = 1),
	CONSTRAINT "chat_messages_content_check" CHECK (btrim("chat_messages"."content") <> '')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"type" "notification_type" NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"related_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_follows" (
	"user_id" uuid NOT NULL,
	"entity_type" "follow_entity_type" NOT NULL,
	"entity_id" uuid NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_follows_user_id_entity_type_entity_id_pk" PRIMARY KEY("user_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_content_check" CHECK (btrim("post_comments"."content") <> '')
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"game_id" uuid,
	"venue_id" uuid,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_content_check" CHECK (btrim("posts"."content") <> ''),
	CONSTRAINT "posts_likes_count_check" CHECK ("posts"."likes_count" >= 0),
	CONSTRAINT "posts_comments_count_check" CHECK ("posts"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"follower_id" uuid NOT NULL,
	"following_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_id_following_id_pk" PRIMARY KEY("follower_id","following_id"),
	CONSTRAINT "user_follows_not_self_check" CHECK ("user_follows"."follower_id" <> "user_follows"."following_id")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"icon" varchar(50),
	CONSTRAINT "sports_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "team_member_role" DEFAULT 'member' NOT NULL,
	"jersey_number" smallint,
	"position" varchar(50),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_jersey_number_check" CHECK ("team_members"."jersey_number" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"sport_id" integer NOT NULL,
	"captain_id" uuid,
	"manager_id" uuid,
	"league_id" uuid,
	"team_type" "team_type",
	"max_members" integer DEFAULT 10 NOT NULL,
	"current_members" integer DEFAULT 0 NOT NULL,
	"skill_level" "skill_level",
	"location" varchar(255),
	"home_venue_id" uuid,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"ranking" integer,
	"trophies" jsonb,
	"budget" numeric(14, 2),
	"sponsorship_value" numeric(14, 2),
	"is_private" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"logo" text,
	"cover_image" text,
	"team_colors" jsonb,
	"website" text,
	"social_media" jsonb,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"fan_engagement" numeric(5, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_max_members_check" CHECK ("teams"."max_members" > 0),
	CONSTRAINT "teams_current_members_check" CHECK ("teams"."current_members" between 0 and "teams"."max_members"),
	CONSTRAINT "teams_record_check" CHECK ("teams"."wins" >= 0 and "teams"."losses" >= 0 and "teams"."draws" >= 0),
	CONSTRAINT "teams_ranking_check" CHECK ("teams"."ranking" > 0),
	CONSTRAINT "teams_followers_count_check" CHECK ("teams"."followers_count" >= 0),
	CONSTRAINT "teams_fan_engagement_check" CHECK ("teams"."fan_engagement" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "venue_sports" (
	"venue_id" uuid NOT NULL,
	"sport_id" integer NOT NULL,
	CONSTRAINT "venue_sports_venue_id_sport_id_pk" PRIMARY KEY("venue_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"address" text NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(100),
	"zip_code" varchar(20),
	"country" varchar(2) DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone_number" varchar(30),
	"email" varchar(255),
	"website" text,
	"price_per_hour" numeric(8, 2) NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_price_per_hour_check" CHECK ("venues"."price_per_hour" >= 0),
	CONSTRAINT "venues_rating_check" CHECK ("venues"."rating" between 0 and 5),
	CONSTRAINT "venues_review_count_check" CHECK ("venues"."review_count" >= 0),
	CONSTRAINT "venues_latitude_check" CHECK ("venues"."latitude" between -90 and 90),
	CONSTRAINT "venues_longitude_check" CHECK ("venues"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_management" ADD CONSTRAINT "coach_management_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federations" ADD CONSTRAINT "federations_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federations" ADD CONSTRAINT "federations_president_id_users_id_fk" FOREIGN KEY ("president_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_federation_id_federations_id_fk" FOREIGN KEY ("federation_id") REFERENCES "public"."federations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_deals" ADD CONSTRAINT "investment_deals_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deals" ADD CONSTRAINT "sponsorship_deals_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_tournament_participants" ADD CONSTRAINT "esports_tournament_participants_team_id_esports_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."esports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_tournament_participants" ADD CONSTRAINT "esports_tournament_participants_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."esports_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD CONSTRAINT "esports_tournaments_game_id_electronic_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."electronic_games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD CONSTRAINT "esports_tournaments_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_organizations" ADD CONSTRAINT "esports_organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_teams" ADD CONSTRAINT "esports_teams_game_id_electronic_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."electronic_games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_teams" ADD CONSTRAINT "esports_teams_organization_id_esports_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."esports_organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_teams" ADD CONSTRAINT "esports_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_teams" ADD CONSTRAINT "esports_teams_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_participants" ADD CONSTRAINT "game_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_follows" ADD CONSTRAINT "entity_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_following_id_users_id_fk" FOREIGN KEY ("following_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_home_venue_id_venues_id_fk" FOREIGN KEY ("home_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sports" ADD CONSTRAINT "venue_sports_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sports" ADD CONSTRAINT "venue_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_venue_id_start_time_idx" ON "bookings" USING btree ("venue_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_user_id_start_time_idx" ON "bookings" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_sport_id_idx" ON "bookings" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_intent_idx" ON "bookings" USING btree ("payment_provider","stripe_payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_qr_code_idx" ON "bookings" USING btree ("qr_code");--> statement-breakpoint
CREATE INDEX "reviews_venue_id_created_at_idx" ON "reviews" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_game_id_idx" ON "reviews" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_id_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "coach_management_coach_id_idx" ON "coach_management" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coach_management_entity_idx" ON "coach_management" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "federations_sport_id_idx" ON "federations" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "federations_country_idx" ON "federations" USING btree ("country");--> statement-breakpoint
CREATE INDEX "federations_president_id_idx" ON "federations" USING btree ("president_id");--> statement-breakpoint
CREATE INDEX "leagues_sport_id_idx" ON "leagues" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "leagues_federation_id_idx" ON "leagues" USING btree ("federation_id");--> statement-breakpoint
CREATE INDEX "leagues_admin_id_idx" ON "leagues" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "leagues_status_idx" ON "leagues" USING btree ("status");--> statement-breakpoint
CREATE INDEX "investment_deals_investor_id_idx" ON "investment_deals" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "investment_deals_target_idx" ON "investment_deals" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "investment_deals_status_idx" ON "investment_deals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "investors_user_id_idx" ON "investors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sponsors_user_id_idx" ON "sponsors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sponsorship_deals_sponsor_id_idx" ON "sponsorship_deals" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "sponsorship_deals_entity_idx" ON "sponsorship_deals" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "sponsorship_deals_status_idx" ON "sponsorship_deals" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "esports_tournament_participants_tournament_team_idx" ON "esports_tournament_participants" USING btree ("tournament_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esports_tournament_participants_seed_idx" ON "esports_tournament_participants" USING btree ("tournament_id","seed");--> statement-breakpoint
CREATE INDEX "esports_tournament_participants_team_id_idx" ON "esports_tournament_participants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "esports_tournaments_game_id_idx" ON "esports_tournaments" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "esports_tournaments_organizer_id_idx" ON "esports_tournaments" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "esports_tournaments_start_date_idx" ON "esports_tournaments" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "esports_tournaments_status_idx" ON "esports_tournaments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "esports_organizations_owner_id_idx" ON "esports_organizations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "esports_teams_game_id_idx" ON "esports_teams" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "esports_teams_organization_id_idx" ON "esports_teams" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "esports_teams_captain_id_idx" ON "esports_teams" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "esports_teams_coach_id_idx" ON "esports_teams" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_participants_game_id_user_id_idx" ON "game_participants" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_participants_user_id_idx" ON "game_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "games_start_time_idx" ON "games" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "games_sport_id_idx" ON "games" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "games_venue_id_idx" ON "games" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "games_organizer_id_idx" ON "games" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "demo_users_user_type_idx" ON "demo_users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "demo_users_country_idx" ON "demo_users" USING btree ("country");--> statement-breakpoint
CREATE INDEX "demo_users_sport_idx" ON "demo_users" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "demo_users_location_idx" ON "demo_users" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "chat_messages_team_id_created_at_idx" ON "chat_messages" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_game_id_created_at_idx" ON "chat_messages" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_direct_idx" ON "chat_messages" USING btree ("sender_id","receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_id_created_at_idx" ON "chat_messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "entity_follows_entity_idx" ON "entity_follows" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_id_created_at_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_author_id_idx" ON "post_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_id_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_created_at_id_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_id_created_at_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_game_id_idx" ON "posts" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "posts_venue_id_idx" ON "posts" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "user_follows_following_id_idx" ON "user_follows" USING btree ("following_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_id_user_id_idx" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_id_jersey_number_idx" ON "team_members" USING btree ("team_id","jersey_number");--> statement-breakpoint
CREATE INDEX "team_members_user_id_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_sport_id_idx" ON "teams" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "teams_league_id_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "teams_captain_id_idx" ON "teams" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "teams_manager_id_idx" ON "teams" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "teams_home_venue_id_idx" ON "teams" USING btree ("home_venue_id");--> statement-breakpoint
CREATE INDEX "venue_sports_sport_id_idx" ON "venue_sports" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "venues_owner_id_idx" ON "venues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city");--> statement-breakpoint
CREATE INDEX "venues_search_trgm_idx" ON "venues" USING gin ((lower("name" || ' ' || coalesce("city", '') || ' ' || coalesce("state", ''))) gin_trgm_ops);